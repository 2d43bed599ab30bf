import { describe, expect, it } from 'vitest'
import { pageWindow } from './pagination'

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4])
  })
  it('shows first, last and two either side of the current page, with gaps', () => {
    expect(pageWindow(10, 50)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 50])
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, 'gap', 50])
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20])
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
  })
})
