import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { activityListInput, parseActivitySearch, parseIdSearch } from './search'

describe('activity search params', () => {
  it('keeps valid filters and drops bad ones one by one', () => {
    expect(parseActivitySearch({ state: 'past', country: 'EC', kind: 'matching', month: '2026-06', page: '2' })).toEqual({
      state: 'past',
      country: 'EC',
      kind: 'matching',
      month: '2026-06',
      page: 2,
    })
    expect(parseActivitySearch({ state: 'soon', country: 'ecuador', month: '2026-13', page: 0, kind: 'matching' })).toEqual({
      kind: 'matching',
    })
  })

  it('maps to the list endpoint: past → ended, month → year and month', () => {
    expect(activityListInput({ state: 'past', month: '2026-06' })).toMatchObject({ state: 'ended', year: 2026, month: 6, page: 1 })
    expect(activityListInput({})).toMatchObject({ state: undefined, year: undefined, month: undefined })
  })

  it('reads ?id= as a positive integer only', () => {
    expect(parseIdSearch({ id: 7 })).toEqual({ id: 7 })
    expect(parseIdSearch({ id: '7' })).toEqual({ id: 7 })
    expect(parseIdSearch({ id: -1 })).toEqual({})
    expect(parseIdSearch({ id: 'x' })).toEqual({})
  })
})

describe('activity search params = the former zod schema (ADR 046: plain parsers in the first load)', () => {
  const VALUES: ReadonlyArray<unknown> = [
    undefined,
    null,
    true,
    0,
    1,
    2,
    -1,
    1.5,
    1000,
    1001,
    2 ** 60,
    '',
    '1',
    '2',
    ' 3 ',
    '1e3',
    '0x10',
    '1001',
    'abc',
    [],
    ['5'],
    {},
    'upcoming',
    'live',
    'past',
    'ended',
    'exhibition',
    'matching',
    'online',
    'EC',
    'ec',
    'ECU',
    '2024-05',
    '2024-13',
    '2024-00',
    '1999-01',
    '2024-5',
  ]
  const fields = {
    state: z.enum(['upcoming', 'live', 'past']),
    country: z.string().check(z.regex(/^[A-Z]{2}$/)),
    kind: z.enum(['exhibition', 'matching', 'online']),
    month: z.string().check(z.regex(/^20\d{2}-(0[1-9]|1[0-2])$/)),
    page: z.number().check(z.int(), z.minimum(1), z.maximum(1000)),
  }
  it('keeps and drops exactly what the zod schema did', () => {
    for (const value of VALUES) {
      const out = parseActivitySearch({ state: value, country: value, kind: value, month: value, page: value }) as Record<string, unknown>
      for (const key of Object.keys(fields) as Array<keyof typeof fields>) {
        const input = key === 'page' && typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
        const parsed = value === undefined ? undefined : fields[key].safeParse(input)
        expect([key, value, out[key]]).toEqual([key, value, parsed?.success ? parsed.data : undefined])
      }
    }
  })
})
