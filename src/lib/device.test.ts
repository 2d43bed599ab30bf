import { describe, expect, it } from 'vitest'
import { desktopTwin, deviceType, mobileTwin, twinFor } from './device'

describe('deviceType', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)', 'mobile'],
    ['Mozilla/5.0 (webOS/1.4.0; U; en-US) AppleWebKit/532.2', 'mobile'],
    ['Mozilla/5.0 (BlackBerry; U; BlackBerry 9900; en)', 'mobile'],
    ['Mozilla/5.0 (Linux; U; en-us; KFAPWI Build/JDQ39) Silk/3.13 like Chrome tablet', 'mobile'],
    ['Opera/9.80 (J2ME/MIDP; Opera Mini/9.80; U; en) Presto/2.5.25 Version/10.54 MOBILE', 'mobile'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124 Safari/537.36', 'pc'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', 'pc'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'pc'],
    ['curl/8.5.0', 'pc'],
    ['', 'pc'],
  ])('%s → %s', (ua, expected) => {
    expect(deviceType(ua)).toBe(expected)
  })

  it('treats a missing user agent as pc', () => {
    expect(deviceType(null)).toBe('pc')
    expect(deviceType(undefined)).toBe('pc')
  })
})

describe('site-variant twins', () => {
  it('maps the eight desktop pages that have a mobile twin', () => {
    expect(mobileTwin('/')).toBe('/mobile')
    expect(mobileTwin('/about')).toBe('/mobile/about')
    expect(mobileTwin('/about/')).toBe('/mobile/about')
    expect(mobileTwin('/trial-sales')).toBe('/mobile/trial-sales')
    expect(mobileTwin('/brand')).toBeUndefined()
    expect(mobileTwin('/mobile/about')).toBeUndefined()
  })

  it('maps the /mobile pages back to the desktop site', () => {
    expect(desktopTwin('/mobile')).toBe('/')
    expect(desktopTwin('/mobile/pricing')).toBe('/pricing')
    expect(desktopTwin('/mobile/unknown')).toBeUndefined()
    expect(desktopTwin('/mobileapp')).toBeUndefined()
    expect(desktopTwin('/about')).toBeUndefined()
  })

  it('finds the page to switch to from the visible switch', () => {
    expect(twinFor('/about', 'mobile')).toBe('/mobile/about')
    expect(twinFor('/brand', 'mobile')).toBe('/brand')
    expect(twinFor('/product/detail', 'mobile')).toBe('/product/detail')
    expect(twinFor('/mobile/solution', 'pc')).toBe('/solution')
    expect(twinFor('/brand', 'pc')).toBe('/brand')
    expect(twinFor('/mobile/unknown', 'pc')).toBe('/')
  })
})
