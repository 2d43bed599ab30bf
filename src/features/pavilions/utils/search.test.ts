import { describe, expect, it } from 'vitest'
import { REGION_SLUGS } from './regions'
import { parsePavilionListSearch, parsePavilionSearch } from './search'

describe('pavilion search params', () => {
  it('keeps a known region, drops anything else', () => {
    expect(parsePavilionListSearch({ region: REGION_SLUGS[0] })).toEqual({ region: REGION_SLUGS[0] })
    expect(parsePavilionListSearch({ region: 'atlantis' })).toStrictEqual({ region: undefined })
    expect(parsePavilionListSearch({ region: 1 })).toStrictEqual({ region: undefined })
    expect(parsePavilionListSearch({})).toStrictEqual({ region: undefined })
  })
  it('upper-cases a country code; drops anything that is not two letters', () => {
    expect(parsePavilionSearch({ country: 'ec' })).toEqual({ country: 'EC' })
    expect(parsePavilionSearch({ country: 'ECU' })).toStrictEqual({ country: undefined })
    expect(parsePavilionSearch({ country: 12 })).toStrictEqual({ country: undefined })
  })
})
