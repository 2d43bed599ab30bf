import { describe, expect, it } from 'vitest'
import { newNonce, nonceOf, pageCsp, renonceHtml } from './csp'

describe('page CSP', () => {
  it('is strict: nonce + strict-dynamic scripts, no plugins, no <base>', () => {
    const policy = pageCsp('abc123abc123abc123abc1')
    expect(policy).toContain("script-src 'nonce-abc123abc123abc123abc1' 'strict-dynamic'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'none'")
    expect(policy).toContain("frame-ancestors 'self'")
  })

  it('gives a cached page a fresh nonce everywhere it appears', () => {
    const old = newNonce()
    const html = `<head><meta property="csp-nonce" content="${old}"/><script nonce="${old}">1</script></head><body><script nonce="${old}" type="module" src="/a.js"></script></body>`
    const { html: fresh, nonce } = renonceHtml(html)
    expect(nonce).not.toBe(old)
    expect(fresh).not.toContain(old)
    expect(nonceOf(fresh)).toBe(nonce)
    expect(fresh.split(`nonce="${nonce}"`)).toHaveLength(3)
    expect(renonceHtml(fresh).nonce).not.toBe(nonce)
  })

  it('draws every nonce fresh: 128 bits, base64url, none repeated across refills of the random pool', () => {
    const nonces = Array.from({ length: 1000 }, () => newNonce())
    expect(new Set(nonces).size).toBe(nonces.length)
    for (const nonce of nonces) expect(nonce).toMatch(/^[\w-]{22}$/)
  })
})
