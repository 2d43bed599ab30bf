import { describe, expect, it } from 'vitest'
import { toolSearchSchema } from './tool-search'

describe('toolSearchSchema', () => {
  it('keeps a known Incoterm and a query', () => {
    expect(toolSearchSchema.parse({ incoterm: 'CIF', hs: ' durian ' })).toEqual({ incoterm: 'CIF', hs: 'durian' })
  })

  it('drops what does not parse instead of failing the page', () => {
    expect(toolSearchSchema.parse({ incoterm: 'XYZ', hs: 'a'.repeat(61) })).toEqual({})
    expect(toolSearchSchema.parse({ incoterm: 'fob', hs: '\u0000' })).toEqual({})
  })
})
