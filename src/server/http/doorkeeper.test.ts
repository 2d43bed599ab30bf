import { describe, expect, it } from 'vitest'
import { Doorkeeper } from './doorkeeper'

describe('Doorkeeper', () => {
  it('admits a key from its second sight', () => {
    const door = new Doorkeeper(10)
    expect(door.admit('rice')).toBe(false)
    expect(door.admit('tea')).toBe(false)
    expect(door.admit('rice')).toBe(true)
    expect(door.admit('rice')).toBe(true)
    expect(door.admit('tea')).toBe(true)
  })

  it('forgets a key after two windows of other keys, and stays bounded', () => {
    const door = new Doorkeeper(3)
    door.admit('rice')
    for (const key of ['a', 'b', 'c']) door.admit(key)
    // One window later: still remembered (previous generation).
    expect(door.admit('rice')).toBe(true)
    const fresh = new Doorkeeper(3)
    fresh.admit('rice')
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) fresh.admit(key)
    expect(fresh.admit('rice')).toBe(false)
    expect(fresh.size).toBeLessThanOrEqual(6)
  })
})
