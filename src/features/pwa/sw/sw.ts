/// <reference lib="webworker" />
/**
 * The service worker (ADR 008), bundled by vite-plugin-pwa after the app build
 * (scripts/pwa-build.mjs) into dist/client/sw.js and registered at / with root scope.
 *
 * - The app shell (scripts, styles, icons) and both offline pages are precached.
 * - Pages: network first, falling back to the cached copy, then to the offline page of the
 *   path's language. Login pages and QR-login returns are never cached.
 * - Anonymous catalogue GETs: stale-while-revalidate in a bounded cache (entries and age).
 *   Anything carrying an api_key, and anything about login or tokens, goes to the network only.
 * - Queued writes (policy.ts): when the network fails, the request (with its idempotency key in
 *   the body) is stored by Workbox background sync and replayed on `sync`, when a page reports
 *   that it is online again, or when the worker starts; the server answers a repeat with the
 *   first answer, so nothing is applied twice.
 */
import { Queue } from 'workbox-background-sync'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import {
  catalogueCacheKey,
  isCacheablePage,
  isCatalogueRead,
  isOfflinePage,
  isLiveRead,
  isQueuedWrite,
  liveCacheKey,
  offlineFallbackFor,
  PERSONAL_CACHES,
  type PageMessage,
  type WorkerMessage,
} from '@/lib/offline/policy'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> }

// A new worker takes over at once; pages reload themselves at a safe moment (update-flow.ts).
void self.skipWaiting()
clientsClaim()
cleanupOutdatedCaches()
precacheAndRoute(self.__WB_MANIFEST)

const pages = new NetworkFirst({
  cacheName: 'pages',
  networkTimeoutSeconds: 4,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 })],
})

registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options) => {
    const url = new URL(options.request.url)
    // The offline pages themselves come from the precache.
    if (isOfflinePage(url)) return (await matchPrecache(url.pathname)) ?? fetch(options.request)
    try {
      if (isCacheablePage(url)) return await pages.handle(options)
      return await fetch(options.request)
    } catch {
      // A page never visited: the offline page of its language, which hydrates as itself and
      // knows where to go back to (`from`).
      const from = encodeURIComponent(url.pathname + url.search)
      return Response.redirect(`${offlineFallbackFor(url)}?from=${from}`, 302)
    }
  },
)

registerRoute(
  ({ url, request }) => isCatalogueRead(url, request.method),
  new StaleWhileRevalidate({
    cacheName: 'catalogue-api',
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => catalogueCacheKey(new URL(request.url)) },
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
)

// The event day's records, products and buyers (ADR 086): the network when it answers, else the
// session's last answer, so the phone's list and form work in a hall without network.
registerRoute(
  ({ url, request }) => isLiveRead(url, request.method),
  new NetworkFirst({
    cacheName: 'live-api',
    networkTimeoutSeconds: 6,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => liveCacheKey(new URL(request.url)) },
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 3 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
)

// ─── queued writes ─────────────────────────────────────────────────────────────────────
async function broadcast(message: WorkerMessage) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  // A Client's postMessage has no target origin (clients are same-origin by definition).
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  for (const client of windows) client.postMessage(message)
}

async function broadcastPending() {
  await broadcast({ type: 'offline-writes', pending: (await writes.getAll()).length })
}

let replaying: Promise<void> | undefined

/** Sends the queued writes in order; stops (keeping the rest) at the first network failure. */
function replay(): Promise<void> {
  replaying ??= (async () => {
    try {
      for (let entry = await writes.shiftRequest(); entry; entry = await writes.shiftRequest()) {
        let response: Response
        try {
          response = await fetch(entry.request.clone())
        } catch (error) {
          await writes.unshiftRequest(entry)
          throw error
        }
        // The server answered: the write is delivered (a repeat would get the same answer).
        const ok =
          response.ok &&
          (
            (await response
              .clone()
              .json()
              .catch(() => null)) as { code?: number } | null
          )?.code === 1
        await broadcast({ type: 'offline-write-replayed', path: new URL(entry.request.url).pathname, status: response.status, ok })
      }
    } finally {
      replaying = undefined
      await broadcastPending()
    }
  })()
  return replaying
}

const writes = new Queue('offline-writes', {
  maxRetentionTime: 7 * 24 * 60,
  onSync: () => replay(),
})

registerRoute(
  ({ url, request }) => isQueuedWrite(url, request.method),
  async ({ request }) => {
    const copy = request.clone()
    try {
      return await fetch(request)
    } catch {
      await writes.pushRequest({ request: copy, timestamp: Date.now() })
      await broadcastPending()
      // The page's pipeline reads this as a failure it can recognise (offline-queue.ts).
      return new Response(JSON.stringify({ code: 0, msg: 'queued', data: null }), {
        status: 202,
        headers: { 'content-type': 'application/json', 'x-offline-queued': '1' },
      })
    }
  },
  'POST',
)

/** Logout on a shared device: the queued writes (they carry the session's keys) and personal answers go. */
async function clearPersonal(): Promise<void> {
  while (await writes.shiftRequest()) {
    // Dropped: the user chose to log out without sending them.
  }
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name)))
  await broadcastPending()
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as PageMessage | undefined
  const port = event.ports[0]
  // A reply on the message's own channel, for the page that waits for it (logout).
  const answer = (reply: WorkerMessage) => port?.postMessage(reply)
  if (message?.type === 'replay-writes') event.waitUntil(replay().catch(() => broadcastPending()))
  else if (message?.type === 'count-writes') event.waitUntil(broadcastPending())
  else if (message?.type === 'flush-writes')
    event.waitUntil(
      replay()
        .catch(() => undefined)
        .then(async () => answer({ type: 'offline-writes', pending: (await writes.getAll()).length })),
    )
  else if (message?.type === 'clear-personal') event.waitUntil(clearPersonal().then(() => answer({ type: 'personal-cleared' })))
})

// A worker that starts (e.g. the browser restarted) tries what is left.
void replay().catch(() => undefined)
