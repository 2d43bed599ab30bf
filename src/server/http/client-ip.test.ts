import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../../app.config'
import { clientIpWith, compileTrust } from './client-ip'

function request(socket: string, headers: Record<string, string> = {}): Request {
  const r = new Request('http://test.local/api', { headers })
  Object.defineProperty(r, 'ip', { value: socket })
  return r
}
const trust = (value: string | undefined) => compileTrust(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY)

describe('client IP (TRUST_PROXY)', () => {
  it('ignores forwarding headers by default: a rotated header is still one client', () => {
    const off = trust(undefined)
    expect(clientIpWith(request('203.0.113.7', { 'x-forwarded-for': '1.2.3.4' }), off)).toBe('203.0.113.7')
    expect(clientIpWith(request('203.0.113.7', { forwarded: 'for=5.6.7.8' }), off)).toBe('203.0.113.7')
    expect(clientIpWith(request('::ffff:203.0.113.7'), off)).toBe('203.0.113.7')
    expect(clientIpWith(request('203.0.113.7', { 'x-forwarded-for': '1.2.3.4' }), trust('false'))).toBe('203.0.113.7')
  })

  it('trusts a hop count of proxies nearest the server', () => {
    const one = trust('1')
    // A client may prepend anything; only the entry the proxy appended counts.
    expect(clientIpWith(request('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.9' }), one)).toBe('198.51.100.9')
    expect(clientIpWith(request('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.9, 10.0.0.3' }), trust('2'))).toBe('198.51.100.9')
    expect(clientIpWith(request('10.0.0.2'), one)).toBe('10.0.0.2')
  })

  it('trusts listed addresses and CIDRs only', () => {
    const list = trust('loopback, 10.0.0.0/8, 2001:db8::1')
    expect(clientIpWith(request('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 198.51.100.9, 10.1.2.3' }), list)).toBe('198.51.100.9')
    expect(clientIpWith(request('2001:db8::1', { 'x-forwarded-for': '198.51.100.9' }), list)).toBe('198.51.100.9')
    // An untrusted peer's header is ignored.
    expect(clientIpWith(request('203.0.113.7', { 'x-forwarded-for': '198.51.100.9' }), list)).toBe('203.0.113.7')
    // RFC 7239 Forwarded, with ports and brackets.
    expect(clientIpWith(request('127.0.0.1', { forwarded: 'for=6.6.6.6, for="[2001:db8::7]:4711"' }), list)).toBe('2001:db8::7')
    // Garbage stops the walk at the last trusted address.
    expect(clientIpWith(request('127.0.0.1', { 'x-forwarded-for': 'not-an-ip' }), list)).toBe('127.0.0.1')
  })

  it('refuses a TRUST_PROXY that is not a hop count or addresses', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/)
  })
})
