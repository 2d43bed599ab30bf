import { describe, expect, it } from 'vitest'
import { createPageCache, pageCacheKey } from './page-cache.server'
import { recordRenderRead } from './render-scope.server'
import { ResponseCache } from './response-cache.server'

const html = (text: string, init: ResponseInit = {}) =>
  new Response(`<html>${text}</html>`, { status: 200, ...init, headers: { 'content-type': 'text/html; charset=utf-8', ...init.headers } })

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
    const pages = createPageCache({ api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }) })
    const answer = await pages.serve(get('//x/'), 'pc', async () => Response.redirect('http://x/x/', 308))
    expect(answer.status).toBe(308)
    expect(answer.headers.get('location')).toBe('http://x/x/')
  })

  it('can be turned off', async () => {
    const pages = createPageCache({ api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }), enabled: false })
    const { state, render } = renderer([])
    await pages.serve(get('/'), 'pc', render)
    await pages.serve(get('/'), 'pc', render)
    expect(state.runs).toBe(2)
  })
})

describe('page cache and the CSP nonce', () => {
  it('serves every cached answer with a fresh nonce, in the page and in its policy', async () => {
    const pages = createPageCache({ api: new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }) })
    const rendered = 'AAAAAAAAAAAAAAAAAAAAAA'
    const { render } = renderer([], () =>
      html(`<meta property="csp-nonce" content="${rendered}"><script nonce="${rendered}">1</script>`, {
        headers: { 'content-security-policy': `script-src 'nonce-${rendered}'` },
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
