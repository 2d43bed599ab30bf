import { describe, expect, it } from 'vitest'
import { activityListInput, activitySearchSchema, detailSearchSchema, idSearchSchema } from './search'

describe('activity search params', () => {
  it('keeps valid filters and drops bad ones one by one', () => {
    expect(activitySearchSchema.parse({ state: 'past', country: 'EC', kind: 'matching', month: '2026-06', page: '2' })).toEqual({
      state: 'past',
      country: 'EC',
      kind: 'matching',
      month: '2026-06',
      page: 2,
    })
    expect(activitySearchSchema.parse({ state: 'soon', country: 'ecuador', month: '2026-13', page: 0, kind: 'matching' })).toStrictEqual({
      state: undefined,
      country: undefined,
      month: undefined,
      page: undefined,
      kind: 'matching',
    })
  })

  it('maps to the list endpoint: past → ended, month → year and month', () => {
    expect(activityListInput({ state: 'past', month: '2026-06' })).toMatchObject({ state: 'ended', year: 2026, month: 6, page: 1 })
    expect(activityListInput({})).toMatchObject({ state: undefined, year: undefined, month: undefined })
  })

  it('reads ?id= as a positive integer only', () => {
    expect(idSearchSchema.parse({ id: 7 })).toEqual({ id: 7 })
    expect(idSearchSchema.parse({ id: '7' })).toEqual({ id: 7 })
    expect(idSearchSchema.parse({ id: -1 })).toStrictEqual({ id: undefined })
    expect(idSearchSchema.parse({ id: 'x' })).toStrictEqual({ id: undefined })
    expect(idSearchSchema.parse({ id: 2_147_483_647 })).toStrictEqual({ id: undefined })
    expect(detailSearchSchema.parse({ id: '3', meet: 'x' })).toStrictEqual({ id: 3, meet: undefined })
  })
})
