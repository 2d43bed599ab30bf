// SSR loaders call handlers in-process (server.call); anonymous cacheable GETs must share the
// HTTP path's response cache, keyed the same way, and personal calls must bypass it.
import { gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getBanner } from '../../api/contract/home'
import { opbGoodsList } from '../../api/contract/opb-goods'
import { userTokenIp } from '../../api/contract/login'
import { resolveSession } from '../auth/session.server'
import { banners } from '../db/schema'
import { createTestApi, type TestApi } from '../app/test-api.server'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
}, 120_000)
afterAll(() => api.close())

type Banner = { list: Array<{ id: number; title: string }> }

describe('in-process (SSR) calls and the response cache', () => {
  it('fill the entry that the HTTP path then serves', async () => {
    api.server.cache.clear()
    const ssr = (await api.server.call(getBanner, { position: 'home' }, { lan: 'en' })) as Banner
    expect(api.server.cache.size).toBe(1)
    const http = await api.get('/newApi/Home/getBanner', { position: 'home' })
    expect(http.headers.get('x-cache')).toBe('hit')
    expect(http.body.data).toEqual(ssr)
  })

  it('are served from an entry the HTTP path filled, typed input or not', async () => {
    api.server.cache.clear()
    const http = await api.get('/newApi/opbGoods/opbGoodsList', { page: 1, page_size: 5 }, { lan: 'cn' })
    expect(http.headers.get('x-cache')).toBe('miss')
    const ssr = await api.server.call(opbGoodsList, { page: 1, page_size: 5 }, { lan: 'cn' })
    expect(ssr).toEqual(http.body.data)
    expect(api.server.cache.size).toBe(1)
  })

  it('answer from the cache until a write invalidates it', async () => {
    api.server.cache.clear()
    const before = (await api.server.call(getBanner, { position: 'home' })) as Banner
    const first = before.list[0]!
    // Changed behind the API's back: no invalidation, so the cached answer stands.
    await api.db.update(banners).set({ titleEn: 'Changed behind the cache' }).where(eq(banners.id, first.id))
    const cached = (await api.server.call(getBanner, { position: 'home' })) as Banner
    expect(cached.list[0]!.title).toBe(first.title)
    api.server.cache.invalidate(['banners'])
    const fresh = (await api.server.call(getBanner, { position: 'home' })) as Banner
    expect(fresh.list.find((b) => b.id === first.id)!.title).toBe('Changed behind the cache')
  })

  it('keep an answer to free text from its second request, over HTTP and in-process alike', async () => {
    api.server.cache.clear()
    const input = { page: 1, page_size: 5, keyword: 'doorkeeper-jasmine' }
    expect((await api.get('/newApi/opbGoods/opbGoodsList', input)).headers.get('x-cache')).toBe('miss')
    expect(api.server.cache.size).toBe(0)
    await api.server.call(opbGoodsList, input, { lan: 'en' })
    expect(api.server.cache.size).toBe(1)
    expect((await api.get('/newApi/opbGoods/opbGoodsList', input)).headers.get('x-cache')).toBe('hit')
    // No free text: kept at once.
    expect((await api.get('/newApi/opbGoods/opbGoodsList', { page: 2, page_size: 5 })).headers.get('x-cache')).toBe('miss')
    expect((await api.get('/newApi/opbGoods/opbGoodsList', { page: 2, page_size: 5 })).headers.get('x-cache')).toBe('hit')
  })

  it('leave personal and uncacheable calls out', async () => {
    api.server.cache.clear()
    const keys = await api.loginAs('buyer')
    const session = await resolveSession(api.db, keys.api_key, keys.mobile_key)
    expect(session).not.toBeNull()
    await api.server.call(getBanner, { position: 'home' }, { session })
    await api.server.call(userTokenIp, {})
    expect(api.server.cache.size).toBe(0)
  })
})

describe('compressed answers (ADR 050)', () => {
  it('a cacheable answer goes gzipped to a client that takes gzip, miss and hit alike, and as it stands to one that does not', async () => {
    api.server.cache.clear()
    const path = api.url('/newApi/opbGoods/opbGoodsList') + '&page=1&page_size=20'
    const gzipped = async () => {
      const response = await api.server.handle(new Request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } }))
      return { response, bytes: Buffer.from(await response.arrayBuffer()) }
    }
    const miss = await gzipped()
    const hit = await gzipped()
    const plain = await api.server.handle(new Request(path))
    const text = await plain.text()
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    for (const [answer, state] of [
      [miss, 'miss'],
      [hit, 'hit'],
    ] as const) {
      expect(answer.response.headers.get('x-cache')).toBe(state)
      expect(answer.response.headers.get('content-encoding')).toBe('gzip')
      expect(answer.bytes.length).toBeLessThan(Buffer.byteLength(text) / 3)
      expect(gunzipSync(answer.bytes).toString('utf8')).toBe(text)
    }
    expect((JSON.parse(text) as { code: number }).code).toBe(1)
  })

  it('a small answer goes as it stands', async () => {
    const response = await api.server.handle(
      new Request(api.url('/newApi/Home/getBanner') + '&position=home', { headers: { 'accept-encoding': 'gzip' } }),
    )
    expect(response.headers.get('x-cache')).not.toBeNull()
    expect(response.headers.get('content-encoding')).toBeNull()
    expect((await response.text()).length).toBeLessThan(1024)
  })
})
