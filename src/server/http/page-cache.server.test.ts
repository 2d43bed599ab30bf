import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createPageCache, pageBytes, pageCacheKey, PAGE_CACHE_CONTROL, sendCachedPage } from './page-cache.server'
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
  it('sorts params, drops tracking params, keys by device and path (which carries the locale)', () => {
    const a = pageCacheKey(new URL('http://x/brand?page=2&country=EC&utm_source=mail&gclid=1'), 'pc')
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
    const second = await pages.serve(get('/brand?utm_campaign=x'), 'pc', render)
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

describe('page cache and the CSP nonce', () => {
  it('serves every cached answer with a fresh nonce, in the page and in its policy', async () => {
    const pages = createPageCache({
      api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }),
    })
    const rendered = 'AAAAAAAAAAAAAAAAAAAAAA'
    const { render } = renderer([], () =>
      html(`<meta property="csp-nonce" content="${rendered}"><script nonce="${rendered}">1</script>`, {
        headers: {
          'content-security-policy': `script-src 'nonce-${rendered}'`,
        },
      }),
    )
    await pages.serve(get('/'), 'pc', render)
    const hit = await pages.serve(get('/'), 'pc', render)
    const body = await hit.text()
    const nonce = /content="([^"]+)"/.exec(body)![1]!
    expect(nonce).not.toBe(rendered)
    expect(body).toBe(`<html><meta property="csp-nonce" content="${nonce}"><script nonce="${nonce}">1</script></html>`)
    expect(hit.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`)
  })
})

/** A real node:http server answering kept pages with sendCachedPage, as scripts/serve.mjs does. */
async function server(pages: ReturnType<typeof createPageCache>) {
  const http = createServer((req, res) => {
    const found = pages.lookup(new URL(req.url ?? '/', 'http://x'), 'pc')
    if (found) sendCachedPage(res, found, req.method ?? 'GET')
    else res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const { port } = http.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => http.close(resolve)),
  }
}

describe('the node:http hit path (lookup + sendCachedPage)', () => {
  const rendered = 'AAAAAAAAAAAAAAAAAAAAAA'
  const page = `<meta property="csp-nonce" content="${rendered}"><p>中文 ${'x'.repeat(5000)}</p><script nonce="${rendered}">1</script>`

  it('finds only kept pages, under the same key as serve', async () => {
    const pages = createPageCache({
      api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }),
    })
    expect(pages.lookup(new URL('http://x/brand'), 'pc')).toBeUndefined()
    await pages.serve(get('/brand?b=2&a=1'), 'pc', renderer(['brands']).render)
    expect(pages.lookup(new URL('http://x/brand?a=1&b=2&utm_source=x'), 'pc')).toBeDefined()
    expect(pages.lookup(new URL('http://x/brand?a=1&b=2'), 'mobile')).toBeUndefined()
    expect(pages.lookup(new URL('http://x/brand?a=1&b=2&code=1'), 'pc')).toBeUndefined()
    expect(
      createPageCache({
        api: new ResponseCache({ maxEntries: 1, ttlMs: 1 }),
        enabled: false,
      }).lookup(new URL('http://x/'), 'pc'),
    ).toBeUndefined()
  })

  it('answers with the headers of the Response path and the page bytes with a fresh nonce each time, also when many answers overlap', async () => {
    const pages = createPageCache({
      api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }),
    })
    const { render } = renderer([], () =>
      html(page, {
        headers: {
          'content-security-policy': `script-src 'nonce-${rendered}'`,
          'x-extra': 'kept',
        },
      }),
    )
    await pages.serve(get('/p'), 'pc', render)
    const viaResponse = await pages.serve(get('/p'), 'pc', render)
    const { origin, close } = await server(pages)
    try {
      const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(`${origin}/p`)))
      answers.push(...(await Promise.all(Array.from({ length: 20 }, () => fetch(`${origin}/p`)))))
      const nonces = new Set<string>()
      for (const answer of answers) {
        const body = await answer.text()
        const nonce = /content="([^"]+)"/.exec(body)![1]!
        nonces.add(nonce)
        expect(body).toBe(`<html>${page.replaceAll(rendered, nonce)}</html>`)
        expect(answer.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`)
        expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(body))
        const names = [
          'content-type',
          'cache-control',
          'vary',
          'x-page-cache',
          'x-extra',
          'strict-transport-security',
          'x-content-type-options',
          'referrer-policy',
        ]
        expect(names.map((name) => answer.headers.get(name))).toEqual(names.map((name) => viaResponse.headers.get(name)))
      }
      expect(nonces.size).toBe(answers.length)
      expect(nonces.has(rendered)).toBe(false)

      const head = await fetch(`${origin}/p`, { method: 'HEAD' })
      expect(head.status).toBe(200)
      expect(head.headers.get('x-page-cache')).toBe('hit')
      expect(await head.text()).toBe('')
    } finally {
      await close()
    }
  })

  it('answers a client that takes gzip with the kept gzip form: the same page and a fresh nonce, compressed', async () => {
    const pages = createPageCache({
      api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }),
    })
    const { render } = renderer([], () => html(page, { headers: { 'content-security-policy': `script-src 'nonce-${rendered}'` } }))
    const miss = await pages.serve(new Request('http://x/p', { headers: { 'accept-encoding': 'gzip, deflate, br' } }), 'pc', render)
    expect(miss.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await miss.arrayBuffer())).toString()).toBe(`<html>${page}</html>`)
    const viaResponse = await pages.serve(new Request('http://x/p', { headers: { 'accept-encoding': 'gzip' } }), 'pc', render)
    expect(viaResponse.headers.get('content-encoding')).toBe('gzip')
    expect(viaResponse.headers.get('vary')).toContain('Accept-Encoding')
    const http = createServer((req, res) => {
      const found = pages.lookup(new URL(req.url ?? '/', 'http://x'), 'pc')!
      sendCachedPage(res, found, req.method ?? 'GET', req.headers['accept-encoding'])
    })
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
    const { port } = http.address() as AddressInfo
    try {
      const bodies = await Promise.all(
        Array.from(
          { length: 20 },
          () =>
            new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
              request({ port, path: '/p', headers: { 'accept-encoding': 'gzip' } }, (res) => {
                const chunks: Array<Buffer> = []
                res.on('data', (chunk: Buffer) => chunks.push(chunk))
                res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
              })
                .on('error', reject)
                .end()
            }),
        ),
      )
      const nonces = new Set<string>()
      for (const { headers, body } of bodies) {
        expect(headers['content-encoding']).toBe('gzip')
        expect(Number(headers['content-length'])).toBe(body.length)
        expect(body.length).toBeLessThan(Buffer.byteLength(page) / 5)
        const text = gunzipSync(body).toString()
        const nonce = /content="([^"]+)"/.exec(text)![1]!
        nonces.add(nonce)
        expect(text).toBe(`<html>${page.replaceAll(rendered, nonce)}</html>`)
        expect(headers['content-security-policy']).toContain(`'nonce-${nonce}'`)
      }
      expect(nonces.size).toBe(bodies.length)
      // Without gzip in Accept-Encoding, the same page as it stands.
      const plain = await fetch(`http://127.0.0.1:${port}/p`, { headers: { 'accept-encoding': 'identity' } })
      expect(plain.headers.get('content-encoding')).toBeNull()
      expect((await plain.text()).length).toBe(`<html>${page}</html>`.length)
    } finally {
      await new Promise((resolve) => http.close(resolve))
    }
  })

  it('compresses a page it does not keep for a client that takes gzip', async () => {
    const pages = createPageCache({
      api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }),
    })
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

  it('pageBytes copes with a nonce of another length', async () => {
    const pages = createPageCache({
      api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }),
    })
    await pages.serve(get('/p'), 'pc', renderer([], () => html(page)).render)
    const kept = pages.lookup(new URL('http://x/p'), 'pc')!
    expect(kept.nonceAt).toHaveLength(2)
    expect(pageBytes(kept, 'short-nonce-16chars').toString()).toBe(`<html>${page.replaceAll(rendered, 'short-nonce-16chars')}</html>`)
  })
})

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
    expect(pages.lookup(new URL('http://x/product?q=durian'), 'pc')).toBeDefined()
    expect(pages.lookup(new URL('http://x/product?q=rice'), 'pc')).toBeUndefined()
    expect(pages.size).toBe(3)
    api.invalidate(['products'])
    expect(pages.lookup(new URL('http://x/product?q=durian'), 'pc')).toBeUndefined()
  })

  it('are kept from their second request; one asked once is served with the page headers and not kept', async () => {
    const pages = createPageCache({ api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }) })
    const { state, render } = renderer(['products'])
    const first = await pages.serve(get('/product?q=rice'), 'pc', render)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(first.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
    expect(await first.text()).toContain('<html>')
    expect(pages.lookup(new URL('http://x/product?q=rice'), 'pc')).toBeUndefined()
    await pages.serve(get('/product?q=rice'), 'pc', render)
    expect(pages.lookup(new URL('http://x/product?q=rice'), 'pc')).toBeDefined()
    expect((await pages.serve(get('/product?q=rice'), 'pc', render)).headers.get('x-page-cache')).toBe('hit')
    expect(state.runs).toBe(2)
    // Pages without free text are kept at once, as before.
    await pages.serve(get('/product?country=EC'), 'pc', render)
    expect(pages.lookup(new URL('http://x/product?country=EC'), 'pc')).toBeDefined()
  })
})

describe('a burst of requests for a page that is not kept', () => {
  it('renders it once; the others are answered from the kept page, each with its own nonce', async () => {
    const pages = createPageCache({ api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }) })
    const rendered = 'BBBBBBBBBBBBBBBBBBBBBB'
    const { state, render } = renderer(['brands'], () => html(`<meta property="csp-nonce" content="${rendered}">`))
    const answers = await Promise.all(Array.from({ length: 5 }, () => pages.serve(get('/brand'), 'pc', render)))
    expect(state.runs).toBe(1)
    expect(answers.map((a) => a.headers.get('x-page-cache')).toSorted()).toEqual(['hit', 'hit', 'hit', 'hit', 'miss'])
    const nonces = await Promise.all(answers.map(async (a) => /content="([^"]+)"/.exec(await a.text())![1]))
    expect(new Set(nonces).size).toBe(5)
  })

  it('renders for each waiter when the first render could not be kept', async () => {
    const pages = createPageCache({ api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }) })
    const personal = renderer(null)
    const answers = await Promise.all(Array.from({ length: 3 }, () => pages.serve(get('/a'), 'pc', personal.render)))
    expect(personal.state.runs).toBe(3)
    expect(answers.every((a) => a.status === 200)).toBe(true)
  })
})
