import { describe, expect, it } from 'vitest'
import { trickle } from './progress'

describe('loading bar trickle', () => {
  it('starts at the 0.08 minimum and creeps towards, never reaching, 1', () => {
    let p = trickle(null)
    expect(p).toBe(0.08)
    for (let i = 0; i < 500; i++) {
      const next = trickle(p)
      expect(next).toBeGreaterThanOrEqual(p)
      p = next
    }
    expect(p).toBeLessThan(1)
    expect(p).toBeGreaterThan(0.9)
  })
})
