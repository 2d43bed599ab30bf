import { describe, expect, it } from 'vitest'
import { Doorkeeper, hasFreeText } from './doorkeeper'

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

const params = (query: string) => new URLSearchParams(query)

describe('hasFreeText', () => {
  it('sees a non-empty q or keyword', () => {
    expect(hasFreeText((name) => params('q=rice').get(name))).toBe(true)
    expect(hasFreeText((name) => params('keyword=%E8%8C%B6').get(name))).toBe(true)
    expect(hasFreeText((name) => params('q=&country=EC').get(name))).toBe(false)
    expect(hasFreeText((name) => params('q=%20%20').get(name))).toBe(false)
    expect(hasFreeText((name) => params('page=2').get(name))).toBe(false)
    expect(hasFreeText((name) => ({ keyword: 'rice' })[name as 'keyword'])).toBe(true)
  })
})
