import { describe, expect, it } from 'vitest'
import { isPageRequest, preRoute } from './request-routing'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124 Safari/537.36'
const policy = { secure: false, crossSite: false }

function route(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return preRoute(new Request(`http://localhost${path}`, { method, headers: { 'user-agent': DESKTOP, ...headers } }), policy)
}

describe('isPageRequest', () => {
  it('excludes APIs, server functions, assets and files', () => {
    expect(isPageRequest('GET', '/about')).toBe(true)
    expect(isPageRequest('GET', '/zh-CN')).toBe(true)
    expect(isPageRequest('POST', '/about')).toBe(false)
    expect(isPageRequest('GET', '/newApi/api_v2/Home/getHomeJson')).toBe(false)
    expect(isPageRequest('GET', '/API/postEmailCode')).toBe(false)
    expect(isPageRequest('GET', '/_serverFn/abc')).toBe(false)
    expect(isPageRequest('GET', '/assets/main-abc.js')).toBe(false)
    expect(isPageRequest('GET', '/manifest.webmanifest')).toBe(false)
  })
})

describe('first-visit locale negotiation', () => {
  it('sends a Chinese browser without a cookie to /zh-CN and stores the choice', () => {
    const r = route('/about?x=1', { 'accept-language': 'zh-CN,zh;q=0.9' })
    expect(r?.location).toBe('/zh-CN/about?x=1')
    expect(r?.setCookie).toBe('locale=zh-CN; Path=/; Max-Age=31536000; SameSite=Lax')
  })
  it('follows a zh-CN cookie without setting it again', () => {
    const r = route('/', { cookie: 'locale=zh-CN' })
    expect(r).toEqual({ status: 302, location: '/zh-CN', setCookie: undefined })
  })
  it('keeps an English browser, and a Chinese browser that chose English, on en-US', () => {
    expect(route('/about', { 'accept-language': 'en-US' })).toBeUndefined()
    expect(route('/about', { 'accept-language': 'zh-CN', cookie: 'locale=en-US' })).toBeUndefined()
    expect(route('/about')).toBeUndefined()
  })
  it('never redirects a /zh-CN page for its locale (no loops)', () => {
    expect(route('/zh-CN/about', { cookie: 'locale=en-US', 'accept-language': 'en' })).toBeUndefined()
  })
  it('ignores non-page requests', () => {
    expect(route('/newApi/Home/getBanner', { 'accept-language': 'zh' })).toBeUndefined()
    expect(route('/about', { 'accept-language': 'zh' }, 'POST')).toBeUndefined()
  })
  it('marks the cookie Secure, or SameSite=None; Secure when cross-site', () => {
    const req = new Request('http://localhost/', { headers: { 'accept-language': 'zh' } })
    expect(preRoute(req, { secure: true, crossSite: false })?.setCookie).toContain('SameSite=Lax; Secure')
    expect(preRoute(req, { secure: true, crossSite: true })?.setCookie).toContain('SameSite=None; Secure')
  })
})

describe('device-variant redirects', () => {
  it('sends a phone to the /mobile twin', () => {
    expect(route('/about', { 'user-agent': IPHONE })?.location).toBe('/mobile/about')
    expect(route('/zh-CN/pricing', { 'user-agent': IPHONE })?.location).toBe('/zh-CN/mobile/pricing')
  })
  it('shows a phone the phone home at / itself (ADR 051)', () => {
    expect(route('/', { 'user-agent': IPHONE })).toBeUndefined()
    expect(route('/zh-CN', { 'user-agent': IPHONE })).toBeUndefined()
    expect(route('/?utm_source=x', { 'user-agent': IPHONE })).toBeUndefined()
    // Only the language redirect is left, and it does not add /mobile.
    expect(route('/', { 'user-agent': IPHONE, 'accept-language': 'zh-CN' })?.location).toBe('/zh-CN')
    // /mobile goes to / for a phone too, where the phone home is.
    expect(route('/mobile', { 'user-agent': IPHONE })?.location).toBe('/')
    expect(route('/zh-CN/mobile/', { 'user-agent': IPHONE })?.location).toBe('/zh-CN')
    expect(route('/mobile')?.location).toBe('/')
    // The other phone pages are unchanged.
    expect(route('/mobile/about', { 'user-agent': IPHONE })).toBeUndefined()
  })
  it('leaves a phone on desktop pages without a twin', () => {
    expect(route('/brand', { 'user-agent': IPHONE })).toBeUndefined()
  })
  it('sends a pc on /mobile/* to the desktop twin', () => {
    expect(route('/mobile/solution')?.location).toBe('/solution')
    expect(route('/zh-CN/mobile')?.location).toBe('/zh-CN')
  })
  it('lets the visible switch override the user agent', () => {
    expect(route('/about', { 'user-agent': IPHONE, cookie: 'site_variant=pc' })).toBeUndefined()
    expect(route('/mobile/about', { cookie: 'site_variant=mobile' })).toBeUndefined()
    expect(route('/about', { cookie: 'site_variant=mobile' })?.location).toBe('/mobile/about')
  })
  it('folds the locale and device redirects into one', () => {
    const r = route('/about', { 'user-agent': IPHONE, 'accept-language': 'zh-CN' })
    expect(r?.location).toBe('/zh-CN/mobile/about')
    expect(r?.setCookie).toContain('locale=zh-CN')
  })
})
