import { describe, expect, it } from 'vitest'
import { applyPatch } from './search-link'

describe('applyPatch', () => {
  it('changes a filter and goes back to page 1', () => {
    expect(applyPatch({ q: 'rice', page: 3 }, { country: 'EC' })).toEqual({ q: 'rice', country: 'EC' })
  })
  it('removes a filter set to undefined or false', () => {
    expect(applyPatch({ q: 'rice', export: true }, { export: false, q: undefined })).toEqual({})
  })
  it('keeps page 1 out of the URL', () => {
    expect(applyPatch({ q: 'rice', page: 3 }, { page: 1 })).toEqual({ q: 'rice' })
  })
})
