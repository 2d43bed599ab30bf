import { describe, expect, it } from 'vitest'
import { renderMarkdown, renderMarkdownReport } from './markdown.server'

// The usual script-injection vectors (OWASP XSS filter evasion cheat sheet), typed into an article's Markdown.
const VECTORS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '![x](javascript:alert(1))',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<body onload=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="http://example.com" onclick="alert(1)">x</a>',
  '<p onmouseover="alert(1)">hover</p>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<details open ontoggle=alert(1)>',
  '`<script>alert(1)</script>`',
]

describe('renderMarkdown', () => {
  it('renders the Markdown an article uses', () => {
    const html = renderMarkdown(
      '# Title\n\nA **bold** and *soft* claim.\n\n- one\n- two\n\n[Our pricing](https://tradebridge.example/pricing)',
    )
    expect(html).toContain('<h2>Title</h2>')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<li>one</li>')
    expect(html).toContain('<a href="https://tradebridge.example/pricing" rel="nofollow noopener">Our pricing</a>')
  })

  it('keeps table alignment, leaves internal links followed, and turns a stripped link into plain text', () => {
    const table = renderMarkdown('| Grade | Price |\n|:--|--:|\n| A | 12 |')
    expect(table).toContain('<th class="md-align-left">Grade</th>')
    expect(table).toContain('<td class="md-align-right">12</td>')
    expect(renderMarkdown('<table><tr><td align="justify" class="evil" style="x">c</td></tr></table>')).not.toMatch(/align|class|style/)
    expect(renderMarkdown('[Pricing](/pricing)')).toBe('<p><a href="/pricing">Pricing</a></p>\n')
    expect(renderMarkdown('[Away](//evil.example)')).not.toContain('href="/pricing"')
    expect(renderMarkdown('[Other](https://other.example)')).toContain('rel="nofollow noopener"')
    expect(renderMarkdown('[click me](javascript:alert(1))')).toBe('<p>click me</p>\n')
  })

  it('keeps plain text paragraphs, in either language', () => {
    expect(renderMarkdown('第一段。\n\n第二段。')).toBe('<p>第一段。</p>\n<p>第二段。</p>\n')
  })

  it.each(VECTORS)('leaves no script, handler or dangerous URL in %s', (vector) => {
    const html = renderMarkdown(vector).toLowerCase()
    expect(html).not.toMatch(/<script|<iframe|<object|<embed|<svg|<math|<img|<style|<meta|<link|<base|<form|<body|<details/)
    expect(html).not.toMatch(/\son[a-z]+\s*=/)
    expect(html).not.toMatch(/(href|src|action|data)\s*=\s*"?\s*(javascript|vbscript|data):/)
    expect(html).not.toContain('style=')
  })
})

describe('what the sanitiser removed, for the editor', () => {
  it('names the elements, attributes and link schemes it left out, and nothing for plain Markdown', () => {
    const { html, removed } = renderMarkdownReport(
      [
        'Hello <script>alert(1)</script> **world**',
        '',
        '<p onmouseover="alert(1)" style="color:red">hover</p>',
        '',
        '[click](javascript:alert(1)) and [ours](/column) and [theirs](https://example.com)',
        '',
        '![x](/media/a.png)',
      ].join('\n'),
    )
    expect(removed).toEqual({ elements: ['<script>', '<img>'], attributes: ['onmouseover', 'style'], links: ['javascript:'] })
    // The stripped link stays as its text; the site's own link has no nofollow, another site's has.
    expect(html).toContain('click and <a href="/column">ours</a>')
    expect(html).toContain('<a href="https://example.com" rel="nofollow noopener">theirs</a>')
    const plain = renderMarkdownReport('## Prices\n\n| a | b |\n|---|--:|\n| 1 | 2 |\n\n```js\nx\n```\n\n3. three\n4. four')
    expect(plain.removed).toEqual({ elements: [], attributes: [], links: [] })
  })
})
