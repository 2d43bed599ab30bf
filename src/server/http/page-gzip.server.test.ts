import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { buildGzipForm, gzipAnswer } from './page-gzip.server'

/** A page as the cache keeps it: its bytes and where its nonce sits. */
function kept(text: string, nonce: string) {
  const html = Buffer.from(text, 'utf8')
  const needle = Buffer.from(nonce)
  const nonceAt: Array<number> = []
  for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, at + needle.length)) nonceAt.push(at)
  return { html, nonceAt }
}

describe('the gzip form of a kept page', () => {
  const rendered = 'AbCdEfGhIjKlMnOpQrStUv'
  // Nonces first, last, side by side and far apart; text that repeats parts of the nonce (a
  // compressed stretch must never copy them from the nonce); Chinese; more than deflate's window.
  const filler = Array.from({ length: 3000 }, (_, i) => `<li class="card">品牌 ${i} AbCdEf QrStUv</li>`).join('')
  const text = `${rendered}<script nonce="${rendered}">1</script>${rendered}${rendered}<p>茉莉香米 jasmine rice</p>${filler}<script nonce="${rendered}">2</script>${rendered}`

  it('inflates to the page with each answer’s own nonce, answer after answer', () => {
    const { html, nonceAt } = kept(text, rendered)
    expect(nonceAt.length).toBe(6)
    const form = buildGzipForm(html, nonceAt, rendered.length)!
    expect(form.bytes.length).toBeLessThan(html.length / 10)
    for (const nonce of ['zzzzzzzzzzzzzzzzzzzzzz', 'Q-_9xY0aBcDeFgHiJkLmNo', rendered]) {
      const answer = gzipAnswer(form, html, nonceAt, rendered.length, Buffer.from(nonce))
      expect(gunzipSync(answer).toString('utf8')).toBe(text.replaceAll(rendered, nonce))
      form.spare.push(answer) // handed back, as sendCachedPage does once an answer is written
    }
  })

  it('works for a page without a nonce, and is not built for a page with a NUL byte', () => {
    const { html } = kept('<p>no scripts here</p>', rendered)
    const form = buildGzipForm(html, [], 0)!
    expect(gunzipSync(gzipAnswer(form, html, [], 0, Buffer.alloc(0))).toString()).toBe('<p>no scripts here</p>')
    expect(buildGzipForm(Buffer.from('a\u0000b'), [], 0)).toBeNull()
  })
})
