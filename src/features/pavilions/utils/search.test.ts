import { describe, expect, it } from 'vitest'
import { REGION_SLUGS } from './regions'
import { pavilionListSearchSchema, pavilionSearchSchema } from './search'

describe('pavilion search params', () => {
  it('keeps a known region, drops anything else', () => {
    expect(pavilionListSearchSchema.parse({ region: REGION_SLUGS[0] })).toEqual({ region: REGION_SLUGS[0] })
    expect(pavilionListSearchSchema.parse({ region: 'atlantis' })).toStrictEqual({ region: undefined })
    expect(pavilionListSearchSchema.parse({ region: 1 })).toStrictEqual({ region: undefined })
    expect(pavilionListSearchSchema.parse({})).toStrictEqual({})
  })
  it('upper-cases a country code; drops anything that is not two letters', () => {
    expect(pavilionSearchSchema.parse({ country: 'ec' })).toEqual({ country: 'EC' })
    expect(pavilionSearchSchema.parse({ country: 'ECU' })).toStrictEqual({ country: undefined })
    expect(pavilionSearchSchema.parse({ country: 12 })).toStrictEqual({ country: undefined })
  })
})
