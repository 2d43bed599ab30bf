import { describe, expect, it } from 'vitest'
import { afterLoginPath, loginSearchSchema, registerSearchSchema, safeRedirect } from './redirect'

describe('safeRedirect', () => {
  it('keeps paths on this site, with their search and hash', () => {
    expect(safeRedirect('/brand')).toBe('/brand')
    expect(safeRedirect('/product/detail?id=3#specs')).toBe('/product/detail?id=3#specs')
    expect(safeRedirect('/mobile/about')).toBe('/mobile/about')
    expect(safeRedirect('/login/registerHome?role=brand')).toBe('/login/registerHome?role=brand')
  })

  it('drops anything that could leave the site', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'brand',
      '',
      '/a\nb',
      '/a\u0000',
    ])
      expect(safeRedirect(bad)).toBeUndefined()
    expect(safeRedirect(42)).toBeUndefined()
    expect(safeRedirect(`/${'a'.repeat(2000)}`)).toBeUndefined()
  })

  it('never returns to the login page itself (a loop)', () => {
    expect(safeRedirect('/login')).toBeUndefined()
    expect(safeRedirect('/login?tab=email')).toBeUndefined()
    expect(safeRedirect('/mobile/login/')).toBeUndefined()
  })
})

describe('login search params', () => {
  it('keeps a known tab and a safe redirect, drops the rest', () => {
    expect(loginSearchSchema.parse({ tab: 'email', redirect: '/brand' })).toEqual({ tab: 'email', redirect: '/brand' })
    // A dropped param is overwritten with undefined: the router merges the result over the raw search.
    expect(loginSearchSchema.parse({ tab: 'admin', redirect: 'https://evil.example' })).toStrictEqual({
      tab: undefined,
      redirect: undefined,
    })
    expect(registerSearchSchema.parse({ role: 'brand', redirect: '/x' })).toEqual({ role: 'brand', redirect: '/x' })
    expect(registerSearchSchema.parse({ role: 'admin', utm: 1 })).toStrictEqual({ role: undefined })
  })

  it('lands on the redirect, else on the home page of the site variant', () => {
    expect(afterLoginPath('/brand', false)).toBe('/brand')
    expect(afterLoginPath(undefined, false)).toBe('/')
    expect(afterLoginPath(undefined, true)).toBe('/mobile')
  })
})
