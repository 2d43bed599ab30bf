import { describe, expect, it } from 'vitest'
import { safeLocation, withSafeLocation } from './redirects'

describe('redirect locations', () => {
  it('never send a visitor to the origin named by a forged Host header', () => {
    // Start answers `//x/` with a 308 to http://<Host>/x/.
    expect(safeLocation('http://evil.example/x/', 'http://evil.example//x/')).toBe('/x/')
    expect(safeLocation('http://evil.example//evil.example/', 'http://evil.example//evil.example/')).toBe('/evil.example/')
    expect(safeLocation('http://evil.example/x?a=1#h', 'http://evil.example//x?a=1', 'https://www.example.com')).toBe(
      'https://www.example.com/x?a=1#h',
    )
  })
  it('leave relative and other-origin locations alone', () => {
    expect(safeLocation('/zh-CN/about', 'http://h/about')).toBe('/zh-CN/about')
    expect(safeLocation('https://open.weixin.qq.com/connect', 'http://h/login')).toBe('https://open.weixin.qq.com/connect')
  })
  it('rewrite an immutable redirect response', () => {
    const response = withSafeLocation(Response.redirect('http://evil.example/x/', 308), 'http://evil.example//x/')
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('/x/')
  })
})
