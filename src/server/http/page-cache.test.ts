import { createHash } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createPageCache, pageCacheKey, PAGE_CACHE_CONTROL, type PageCache } from './page-cache.server'
import { recordRenderRead } from './render-scope.server'
import { ResponseCache } from './response-cache.server'

const html = (text: string, init: ResponseInit = {}) =>
  new Response(`<html>${text}</html>`, {
    status: 200,
    ...init,
    headers: { 'content-type': 'text/html; charset=utf-8', ...init.headers },
  })

/** A render that reads `tags` from the API (as SSR loaders do) and counts its runs. */
function renderer(tags: Array<string> | null, make = () => html('page')) {
  const state = { runs: 0 }
  const render = async () => {
    state.runs++
    await Promise.resolve()
    recordRenderRead(tags)
    return make()
  }
  return { state, render }
}

describe('pageCacheKey', () => {
  it('sorts params, keys by device and path (which carries the locale)', () => {
    const a = pageCacheKey(new URL('http://x/brand?page=2&country=EC'), 'pc')
    expect(a).toBe(pageCacheKey(new URL('http://x/brand?country=EC&page=2'), 'pc'))
    expect(a).not.toBe(pageCacheKey(new URL('http://x/brand?country=EC&page=2'), 'mobile'))
    expect(a).not.toBe(pageCacheKey(new URL('http://x/zh-CN/brand?country=EC&page=2'), 'pc'))
  })

  it('never caches the personal WeChat return', () => {
    expect(pageCacheKey(new URL('http://x/?code=abc&state=def'), 'pc')).toBeNull()
    expect(pageCacheKey(new URL('http://x/?wechat_ticket=t'), 'pc')).toBeNull()
  })
})

const get = (path: string) => new Request(`http://x${path}`)

describe('createPageCache', () => {
  it('serves a repeat from the cache with CDN headers, and renders again after its tags change', async () => {
    const api = new ResponseCache({ maxEntries: 10, ttlMs: 60_000 })
    const pages = createPageCache({ api })
    const { state, render } = renderer(['brands'])
    const first = await pages.serve(get('/brand'), 'pc', render)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(first.headers.get('cache-control')).toContain('s-maxage')
    expect(first.headers.get('cache-control')).toContain('stale-while-revalidate')
    const second = await pages.serve(get('/brand'), 'pc', render)
    expect(second.headers.get('x-page-cache')).toBe('hit')
    expect(await second.text()).toBe('<html>page</html>')
    expect(state.runs).toBe(1)

    api.invalidate(['products']) // not a tag this page read
    await pages.serve(get('/brand'), 'pc', render)
    expect(state.runs).toBe(1)
    api.invalidate(['brands'])
    const fresh = await pages.serve(get('/brand'), 'pc', render)
    expect(fresh.headers.get('x-page-cache')).toBe('miss')
    expect(state.runs).toBe(2)
  })

  it('does not keep pages that read uncacheable answers, errors, or pages that set cookies', async () => {
    const api = new ResponseCache({ maxEntries: 10, ttlMs: 60_000 })
    const pages = createPageCache({ api })
    const personal = renderer(null)
    await pages.serve(get('/a'), 'pc', personal.render)
    const again = await pages.serve(get('/a'), 'pc', personal.render)
    expect(again.headers.get('cache-control')).toBe('no-cache')
    expect(personal.state.runs).toBe(2)

    const missing = renderer([], () => html('nope', { status: 404 }))
    await pages.serve(get('/b'), 'pc', missing.render)
    await pages.serve(get('/b'), 'pc', missing.render)
    expect(missing.state.runs).toBe(2)

    const cookie = renderer([], () => html('c', { headers: { 'set-cookie': 'a=1' } }))
    await pages.serve(get('/c'), 'pc', cookie.render)
    await pages.serve(get('/c'), 'pc', cookie.render)
    expect(cookie.state.runs).toBe(2)
    expect(pages.size).toBe(0)
  })

  it('does not keep a render that overlapped an invalidation', async () => {
    const api = new ResponseCache({ maxEntries: 10, ttlMs: 60_000 })
    const pages = createPageCache({ api })
    const slow = renderer(['brands'], () => {
      api.invalidate(['brands']) // a write lands while the page renders
      return html('maybe stale')
    })
    await pages.serve(get('/brand'), 'pc', slow.render)
    expect(pages.size).toBe(0)
  })

  it('passes a redirect through untouched (its headers are immutable)', async () => {
    const pages = createPageCache({
      api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }),
    })
    const answer = await pages.serve(get('//x/'), 'pc', async () => Response.redirect('http://x/x/', 308))
    expect(answer.status).toBe(308)
    expect(answer.headers.get('location')).toBe('http://x/x/')
  })

  it('can be turned off', async () => {
    const pages = createPageCache({
      api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }),
      enabled: false,
    })
    const { state, render } = renderer([])
    await pages.serve(get('/'), 'pc', render)
    await pages.serve(get('/'), 'pc', render)
    expect(state.runs).toBe(2)
  })
})

describe('a kept page: its CSP and gzip form, computed once', () => {
  const script = 'window.__x = 1'
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`
  const page = `<p>中文 ${'x'.repeat(5000)}</p><script>${script}</script><script type="module" src="/assets/a.js"></script>`

  it('serves every answer the same bytes and a policy listing the hash of each inline script', async () => {
    const pages = createPageCache({ api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }) })
    const { state, render } = renderer(['brands'], () => html(page, { headers: { 'content-security-policy': 'stale' } }))
    const answers = [await pages.serve(get('/p'), 'pc', render), await pages.serve(get('/p'), 'pc', render)]
    expect(state.runs).toBe(1)
    expect(answers.map((a) => a.headers.get('x-page-cache'))).toEqual(['miss', 'hit'])
    for (const answer of answers) {
      const policy = answer.headers.get('content-security-policy')!
      expect(policy).toBe(`script-src 'self' ${hash}; object-src 'none'; base-uri 'none'; worker-src 'self'; frame-ancestors 'self'`)
      const body = await answer.text()
      expect(body).toBe(`<html>${page}</html>`)
      expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(body))
    }
  })

  it('answers a client that takes gzip with the gzip form kept beside the page, the same bytes every time', async () => {
    const pages = createPageCache({ api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }) })
    const { state, render } = renderer(['brands'], () => html(page))
    const bodies: Array<Buffer> = []
    for (let i = 0; i < 3; i++) {
      const answer = await pages.serve(new Request('http://x/p', { headers: { 'accept-encoding': 'gzip, br' } }), 'pc', render)
      expect(answer.headers.get('content-encoding')).toBe('gzip')
      const body = Buffer.from(await answer.arrayBuffer())
      expect(Number(answer.headers.get('content-length'))).toBe(body.length)
      expect(gunzipSync(body).toString()).toBe(`<html>${page}</html>`)
      bodies.push(body)
    }
    expect(state.runs).toBe(1)
    // Compressed once: the second and third answers are the stored bytes.
    expect(bodies[2]!.equals(bodies[1]!)).toBe(true)
    expect(bodies[1]!.length).toBeLessThan(Buffer.byteLength(page) / 4)
  })

  it('answers HEAD from a kept page, without a body, and does not keep a page first asked by HEAD', async () => {
    const pages = createPageCache({ api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }) })
    const { state, render } = renderer(['brands'], () => html(page))
    const first = await pages.serve(new Request('http://x/p', { method: 'HEAD' }), 'pc', render)
    expect(first.headers.get('content-security-policy')).toContain(hash)
    expect(pages.size).toBe(0)
    await pages.serve(get('/p'), 'pc', render)
    const hit = await pages.serve(new Request('http://x/p', { method: 'HEAD' }), 'pc', render)
    expect(hit.headers.get('x-page-cache')).toBe('hit')
    expect(await hit.text()).toBe('')
    expect(state.runs).toBe(2)
  })

  it('gives an error page it does not keep its own policy, and compresses it for a client that takes gzip', async () => {
    const pages = createPageCache({ api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }) })
    const answer = await pages.serve(
      new Request('http://x/p', { headers: { 'accept-encoding': 'gzip' } }),
      'pc',
      renderer([], () => html(page, { status: 404 })).render,
    )
    expect(answer.status).toBe(404)
    expect(answer.headers.get('content-security-policy')).toContain(hash)
    expect(answer.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(`<html>${page}</html>`)
  })

  it('compresses a page it does not keep for a client that takes gzip', async () => {
    const pages = createPageCache({ api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }) })
    // A render that reads an answer which may not be cached (null tags) is served, not kept.
    const answer = await pages.serve(
      new Request('http://x/p', { headers: { 'accept-encoding': 'gzip' } }),
      'pc',
      renderer(null, () => html(page)).render,
    )
    expect(answer.headers.get('cache-control')).toBe('no-cache')
    expect(answer.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(`<html>${page}</html>`)
  })
})

/** Is the page at `path` kept? (A HEAD is answered from a kept page and never keeps one.) */
async function isKept(pages: PageCache, path: string): Promise<boolean> {
  const answer = await pages.serve(new Request(`http://x${path}`, { method: 'HEAD' }), 'pc', async () => html('probe'))
  return answer.headers.get('x-page-cache') === 'hit'
}

describe('pages of a free-text search', () => {
  it('are kept in their own room: one-off keywords never push catalogue pages out', async () => {
    const api = new ResponseCache({ maxEntries: 10, ttlMs: 60_000 })
    const pages = createPageCache({ api, maxEntries: 2, maxSearchEntries: 2 })
    const brand = renderer(['brands'])
    await pages.serve(get('/brand'), 'pc', brand.render)
    // Each asked twice: a search page is kept from its second request.
    for (const keyword of ['rice', 'tea', 'coffee', 'durian'])
      for (let i = 0; i < 2; i++) await pages.serve(get(`/product?q=${keyword}`), 'pc', renderer(['products']).render)
    expect((await pages.serve(get('/brand'), 'pc', brand.render)).headers.get('x-page-cache')).toBe('hit')
    expect(await isKept(pages, '/product?q=durian')).toBe(true)
    expect(await isKept(pages, '/product?q=rice')).toBe(false)
    expect(pages.size).toBe(3)
    api.invalidate(['products'])
    expect(await isKept(pages, '/product?q=durian')).toBe(false)
  })

  it('are kept from their second request; one asked once is served with the page headers and not kept', async () => {
    const pages = createPageCache({ api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }) })
    const { state, render } = renderer(['products'])
    const first = await pages.serve(get('/product?q=rice'), 'pc', render)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(first.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
    expect(await first.text()).toContain('<html>')
    expect(await isKept(pages, '/product?q=rice')).toBe(false)
    await pages.serve(get('/product?q=rice'), 'pc', render)
    expect(await isKept(pages, '/product?q=rice')).toBe(true)
    expect((await pages.serve(get('/product?q=rice'), 'pc', render)).headers.get('x-page-cache')).toBe('hit')
    expect(state.runs).toBe(2)
    // Pages without free text are kept at once, as before.
    await pages.serve(get('/product?country=EC'), 'pc', render)
    expect(await isKept(pages, '/product?country=EC')).toBe(true)
  })
})

describe('a burst of requests for a page that is not kept', () => {
  it('renders it once; the others are answered from the kept page', async () => {
    const pages = createPageCache({ api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }) })
    const { state, render } = renderer(['brands'], () => html('<script>1</script>'))
    const answers = await Promise.all(Array.from({ length: 5 }, () => pages.serve(get('/brand'), 'pc', render)))
    expect(state.runs).toBe(1)
    expect(answers.map((a) => a.headers.get('x-page-cache')).toSorted()).toEqual(['hit', 'hit', 'hit', 'hit', 'miss'])
    const bodies = await Promise.all(answers.map((a) => a.text()))
    expect(new Set(bodies)).toEqual(new Set(['<html><script>1</script></html>']))
  })

  it('renders for each waiter when the first render could not be kept', async () => {
    const pages = createPageCache({ api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }) })
    const personal = renderer(null)
    const answers = await Promise.all(Array.from({ length: 3 }, () => pages.serve(get('/a'), 'pc', personal.render)))
    expect(personal.state.runs).toBe(3)
    expect(answers.every((a) => a.status === 200)).toBe(true)
  })
})
