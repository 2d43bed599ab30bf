import { describe, expect, it } from 'vitest'
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
    expect(parseActivitySearch({ state: 'soon', country: 'ecuador', month: '2026-13', page: 0, kind: 'matching' })).toEqual({ kind: 'matching' })
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
