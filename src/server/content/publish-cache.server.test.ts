// "Published means what the public sees": a publish or a restore drops the cached public page on
// every instance before it answers, so the next request (on any instance) gets the new version.
// Two API servers over one database stand for two instances; each has its page cache, and an
// invalidation bus joins them through a stand-in for LISTEN/NOTIFY that delivers a little later,
// as a real database does.
import { EventEmitter } from 'node:events'
import type { Client } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentPage } from '../../api/contract/content'
import type { Database } from '../db/client.server'
import { createApiServer, type ApiServer } from '../http/dispatch.server'
import { allHandlers } from '../app/handlers.server'
import { startInvalidationBus, type InvalidationBus } from '../http/invalidation-bus.server'
import { createPageCache, type PageCache } from '../http/page-cache.server'
import { createTestApi, expectData as data, type Keys, type TestApi } from '../app/test-api.server'

let api: TestApi
let editor: Keys
let other: ApiServer
const buses: Array<InvalidationBus> = []
const pages: Array<PageCache> = []

/** The listening connection of one instance: notifications are emitted on it. */
class FakeListener extends EventEmitter {
  async query() {
    return {}
  }
  async end() {}
}

beforeAll(async () => {
  api = await createTestApi()
  editor = await api.loginAs('editor')
  other = createApiServer({
    database: () => Promise.resolve({ db: api.db } as Database),
    handlers: allHandlers,
    log: (line) => api.errors.push(line),
    now: () => new Date(),
  })
  const listeners: Array<FakeListener> = []
  for (const server of [api.server, other]) {
    const listener = new FakeListener()
    listeners.push(listener)
    const bus = startInvalidationBus({
      cache: server.cache,
      allTags: [],
      log: () => undefined,
      connect: async () => listener as unknown as Client,
      // Delivered to every listener 30 ms after it is sent (NOTIFY reaches the others after its commit).
      notify: async (channel, payload) => {
        await new Promise((resolve) => setTimeout(resolve, 30))
        for (const each of listeners) each.emit('notification', { channel, payload })
      },
    })
    buses.push(bus)
    await bus.ready
    pages.push(createPageCache({ api: server.cache }))
  }
}, 120_000)

afterAll(async () => {
  for (const bus of buses) await bus.close()
  // oxlint-disable-next-line vitest/no-standalone-expect -- the server must have logged no unexpected errors
  expect(api.errors).toEqual([])
  await api.close()
})

const E = '/newApi/api_v2/Editor'

/** /about on one instance, through its page cache: a render reads the page's text in-process. */
async function about(instance: 0 | 1): Promise<{ lead: string; cache: string | null }> {
  const server = instance === 0 ? api.server : other
  const response = await pages[instance]!.serve(new Request('http://test.local/about'), 'pc', async () => {
    const page = (await server.call(contentPage, { slug: 'about' }, { lan: 'en' })) as { lead: string }
    return new Response(`<!doctype html><p id="lead">${page.lead}</p>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  })
  const html = await response.text()
  return { lead: /<p id="lead">(.*)<\/p>/.exec(html)![1]!, cache: response.headers.get('x-page-cache') }
}

type Head = { title: string; lead: string }
type EditorPage = {
  blocks: Array<{ key: string; en: { draft: { data: Head } | null } }>
  en: { published_version: number; draft_differs: boolean | null }
  history: Array<{ id: number; lang: string; live: boolean }>
}

describe('publishing and restoring', () => {
  it('drop the cached page on every instance before they answer', async () => {
    const editorPage = () => data<EditorPage>(api.get(`${E}/page`, { slug: 'about' }, { keys: editor }))
    const before = (await editorPage()).blocks[0]!.en.draft!.data
    const original = (await editorPage()).en.published_version
    // Both instances keep the page as published now.
    for (const instance of [0, 1] as const) {
      expect((await about(instance)).lead).toBe(before.lead)
      expect(await about(instance)).toEqual({ lead: before.lead, cache: 'hit' })
    }

    const lead = `${before.lead} (second edition)`
    await data(
      api.post(`${E}/saveBlock`, { slug: 'about', lang: 'en', key: '_head', type: 'head', data: { ...before, lead } }, { keys: editor }),
    )
    expect((await editorPage()).en.draft_differs).toBe(true)
    // A draft is not published: both still show the old page, from their caches.
    expect(await about(1)).toEqual({ lead: before.lead, cache: 'hit' })

    await data(api.post(`${E}/publish`, { slug: 'about', lang: 'en', action: 'publish' }, { keys: editor }))
    // The very next request, on either instance, gets the new version.
    expect((await about(1)).lead).toBe(lead)
    expect((await about(0)).lead).toBe(lead)
    expect((await editorPage()).en.draft_differs).toBe(false)

    // A restore: the old version is what both instances show next, and the draft again.
    await data(api.post(`${E}/publish`, { slug: 'about', lang: 'en', action: 'rollback', version_id: original }, { keys: editor }))
    expect((await about(1)).lead).toBe(before.lead)
    expect((await about(0)).lead).toBe(before.lead)
    const restored = await editorPage()
    expect(restored.blocks[0]!.en.draft!.data).toEqual(before)
    expect(restored.en).toMatchObject({ published_version: original, draft_differs: false })
  })
})
