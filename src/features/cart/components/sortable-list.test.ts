import { describe, expect, it } from 'vitest'
import { autoScrollOptions } from './sortable-list'

describe('drag-sort auto-scroll', () => {
  it('turns the spec’s 30 px sensitivity into dnd-kit’s fraction of the viewport, at 10 px per step', () => {
    expect(autoScrollOptions(600)).toEqual({ threshold: { x: 0, y: 0.05 }, acceleration: 10, interval: 5 })
    expect(autoScrollOptions(1000).threshold.y).toBeCloseTo(0.03)
  })
})
