import { describe, expect, it } from 'vitest'
import { pageWindow } from './page-links'
import { applyPatch } from './search-link'

describe('pageWindow', () => {
  it('shows the ends and the pages around the current one', () => {
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20])
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5])
  })
})

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
