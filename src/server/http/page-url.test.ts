import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { checkPageUrl, MAX_VALUE_LENGTH, pageUrlRedirect, type RouteMatcher } from './page-url.server'

// Routes as the router's getMatchedRoutes gives them: the root, then the page's route.
const root = { options: { validateSearch: z.object({ site: z.optional(z.string()) }) } }
const product = { options: { validateSearch: z.object({ q: z.optional(z.string()), page: z.optional(z.string()) }) } }
const about = { options: {} }
const match: RouteMatcher = (path) => [root, path === '/product' ? product : about]
const loose: RouteMatcher = () => [root, { options: { validateSearch: (input: Record<string, unknown>) => input } }]
const check = (href: string) =>
  checkPageUrl(new URL(href, 'http://x'), new URL(href, 'http://x').pathname.replace(/^\/zh-CN/, '') || '/', match)

describe('checkPageUrl', () => {
  it('lets a URL with only declared params (of the page and the root) through', () => {
    expect(check('/product?q=tea&page=2&site=mobile')).toBeUndefined()
    expect(check('/about')).toBeUndefined()
  })

  it('redirects undeclared params away', () => {
    expect(check('/about?zz=1')).toEqual({ kind: 'redirect', location: '/about', secret: false })
    expect(check('/zh-CN/product?q=tea&zz=2&utm_source=x')).toEqual({ kind: 'redirect', location: '/zh-CN/product?q=tea', secret: false })
  })

  it("keeps the WeChat login return's params (that page is never cached)", () => {
    expect(check('/about?code=c&state=s')).toBeUndefined()
  })

  it('redirects a URL carrying a session key, in any case, to the same URL without it', () => {
    for (const name of ['Authorization', 'authorization', 'Mobile_key', 'MOBILE_KEY']) {
      const verdict = check(`/product?q=tea&${name}=SECRET`)
      expect(verdict).toEqual({ kind: 'redirect', location: '/product?q=tea', secret: true })
      const response = pageUrlRedirect(verdict as { location: string; secret: boolean })
      expect(response.status).toBe(302)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('referrer-policy')).toBe('no-referrer')
      expect(response.headers.get('location')).not.toContain('SECRET')
    }
  })

  it('refuses an over-long value with 400, naming the param in the page language', async () => {
    const long = 'x'.repeat(MAX_VALUE_LENGTH + 1)
    const en = check(`/product?q=${long}`)
    expect(en?.kind).toBe('refuse')
    const response = (en as { response: Response }).response
    expect(response.status).toBe(400)
    expect(await response.text()).toBe(`Field q must be at most ${MAX_VALUE_LENGTH} characters`)
    const zh = check(`/zh-CN/product?q=${long}`) as { response: Response }
    expect(await zh.response.text()).toContain('字段 q')
    expect(check(`/product?q=${'x'.repeat(MAX_VALUE_LENGTH)}`)).toBeUndefined()
  })

  it('takes any param on a route whose validator is not an object schema', () => {
    expect(checkPageUrl(new URL('http://x/old?zz=1'), '/old', loose)).toBeUndefined()
    expect(checkPageUrl(new URL('http://x/old?zz=1&mobile_key=k'), '/old', loose)).toMatchObject({ location: '/old?zz=1', secret: true })
  })
})
