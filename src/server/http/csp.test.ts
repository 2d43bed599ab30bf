import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, pageCsp, pageCspFor } from './csp'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('page CSP', () => {
  it('is strict: same-origin and hashed scripts, no plugins, no <base>, no framing elsewhere', () => {
    const policy = pageCsp(["'sha256-abc='"])
    expect(policy).toContain("script-src 'self' 'sha256-abc='")
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'none'")
    expect(policy).toContain("frame-ancestors 'self'")
  })

  it('lists the hash of each inline script once, as its text stands (UTF-8), and none for external or empty ones', () => {
    const html = [
      '<head><script>window.a = "中文"</script>',
      '<script type="module" src="/assets/main.js"></script><script async="" src="/x.js">ignored</script>',
      '<script class="$tsr">b()</script ><script></script><scripts>no</scripts>',
      '</head><body><script>window.a = "中文"</script><script id="x">c()</script></body>',
    ].join('')
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha('window.a = "中文"'), sha('b()'), sha('c()')])
    expect(pageCspFor(Buffer.from(html))).toBe(pageCsp([sha('window.a = "中文"'), sha('b()'), sha('c()')]))
  })

  it('does not list a script written in upper case (so it is blocked, not allowed by mistake)', () => {
    expect(inlineScriptHashes(Buffer.from('<SCRIPT>x()</SCRIPT>'))).toEqual([])
  })

  it('ends a script at its first </script, whatever follows in the page', () => {
    expect(inlineScriptHashes(Buffer.from('<script>a("<\\/script>")</script><p></script>'))).toEqual([sha('a("<\\/script>")')])
  })
})
