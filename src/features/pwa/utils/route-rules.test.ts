import { describe, expect, it } from 'vitest'
import { routeRuleRedirect } from './route-rules'

describe('route rules from the build metadata', () => {
  const rules = {
    '/old-about': { redirect: '/about' },
    '/legacy/**': { redirect: { to: '/b2b' } },
    '/legacy/special/**': { redirect: '/solution' },
    '/legacy/exact': { redirect: '/pricing' },
  }

  it('redirects exact paths and prefixes, exact first, then the longest prefix', () => {
    expect(routeRuleRedirect('/old-about', rules)).toBe('/about')
    expect(routeRuleRedirect('/legacy', rules)).toBe('/b2b')
    expect(routeRuleRedirect('/legacy/a/b', rules)).toBe('/b2b')
    expect(routeRuleRedirect('/legacy/special/x', rules)).toBe('/solution')
    expect(routeRuleRedirect('/legacy/exact', rules)).toBe('/pricing')
  })

  it('leaves other paths alone', () => {
    expect(routeRuleRedirect('/legacyx', rules)).toBeUndefined()
    expect(routeRuleRedirect('/about', rules)).toBeUndefined()
    expect(routeRuleRedirect('/about', {})).toBeUndefined()
  })
})
