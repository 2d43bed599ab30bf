import { describe, expect, it } from 'vitest'
import { createHostPin } from './host-pin.server'

describe('the host pin (ADR 068)', () => {
  it('pins the first host seen and answers any other with 421', async () => {
    const pin = createHostPin({ enabled: true })
    expect(pin.check(new URL('http://www.example.com/about'))).toBeUndefined()
    expect(pin.check(new URL('http://www.example.com/product?q=rice'))).toBeUndefined()
    const other = pin.check(new URL('http://evil.example/about'))
    expect(other?.status).toBe(421)
    expect(other?.headers.get('cache-control')).toBe('no-store')
    expect(await other?.text()).toContain('www.example.com')
    expect(pin.check(new URL('http://www.example.com:8080/about'))?.status).toBe(421)
  })

  it('answers every host when off (PUBLIC_ORIGIN set, or development)', () => {
    const pin = createHostPin({ enabled: false })
    expect(pin.check(new URL('http://www.example.com/'))).toBeUndefined()
    expect(pin.check(new URL('http://evil.example/'))).toBeUndefined()
  })
})
