import { describe, expect, it } from 'vitest'
import { parseCookies, serializePreferenceCookie } from './cookies'

describe('cookies', () => {
  it('parses a Cookie header, first value wins, bad encoding kept raw', () => {
    expect(parseCookies('a=1; b=hello%20world; a=2; c=%E0%A4%A; =x; d')).toEqual({ a: '1', b: 'hello world', c: '%E0%A4%A' })
    expect(parseCookies(null)).toEqual({})
  })
  it('serialises a preference cookie for a year', () => {
    expect(serializePreferenceCookie('locale', 'zh-CN', 31536000, { secure: false, crossSite: false })).toBe(
      'locale=zh-CN; Path=/; Max-Age=31536000; SameSite=Lax',
    )
  })
})
