import { describe, expect, it } from 'vitest'
import { isLoggedIn, mergeAccount, toStoredUser } from './user-info'

describe('stored userInfo', () => {
  it('is logged in only with both api_key and mobile_key (spec §6)', () => {
    expect(isLoggedIn({ api_key: 'a', mobile_key: 'b' })).toBe(true)
    expect(isLoggedIn({ api_key: 'a' })).toBe(false)
    expect(isLoggedIn({ mobile_key: 'b', user_id: 1 })).toBe(false)
    expect(isLoggedIn(null)).toBe(false)
  })

  it('stores a user without its empty fields (no "null" FromBrandId)', () => {
    expect(toStoredUser({ user_id: 1, api_key: 'a', mobile_key: 'b', brand_id: null, role: null, name: 'Li' })).toEqual({
      user_id: 1,
      api_key: 'a',
      mobile_key: 'b',
      name: 'Li',
    })
  })

  it('merges an account answer and keeps the keys', () => {
    const stored = { user_id: 1, api_key: 'a', mobile_key: 'b', company: 'Old Co' }
    expect(mergeAccount(stored, { user_id: 1, role: 'brand', brand_id: 44, company: 'New Co', email: null })).toEqual({
      user_id: 1,
      api_key: 'a',
      mobile_key: 'b',
      role: 'brand',
      brand_id: 44,
      company: 'New Co',
    })
  })
})
