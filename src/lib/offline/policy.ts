/**
 * What the service worker may cache, as plain functions of a URL (unit-tested in policy.test.ts).
 * Shared by the worker and the page, so both agree on which writes are queued.
 */

/** Query params that carry credentials or vary on every call; never part of a cache key. */
const CREDENTIAL_PARAMS = ['authorization', 'mobile_key', 'api_key', 'frombrandid']

/** Paths that are about login, tokens or accounts: never cached, whatever their credentials. */
const PRIVATE_PATH = /(login|token|verifycode|wechat|password|emailcode|\/api\/)/i

/** The hall screens' live reads and event stream (ADR 094): a snapshot and its stream must agree, and a stream cannot be cached. */
const LIVE_PATH = /\/Live\//i

/** Page paths (without the /zh-CN prefix) that are never cached: the login screens. */
const PRIVATE_PAGE = /^\/(?:mobile\/)?(?:login|loginRole)(?:\/|$)/i

/** Writes that are queued when offline and replayed with their idempotency key. */
export const QUEUED_WRITE_PATHS = ['/newApi/opbGoods/opbGoodsAddCar', '/newApi/api_v2/Live/recordSave'] as const

/**
 * The event-day reads a phone needs for the whole day offline (ADR 086): personal (they carry the
 * session's keys), kept network-first per session, so the last answer serves when the hall's
 * network is gone.
 */
export const LIVE_READ_PATHS = ['/newApi/api_v2/Live/recordList', '/newApi/api_v2/Live/recordHead'] as const

/** The URL carries a credential (a non-empty api_key, mobile_key or Authorization param). */
export function carriesCredentials(url: URL): boolean {
  for (const [name, value] of url.searchParams) if (value && CREDENTIAL_PARAMS.includes(name.toLowerCase())) return true
  return false
}

/** An anonymous catalogue read: GET under /newApi, no credentials, not about login or tokens. */
export function isCatalogueRead(url: URL, method: string): boolean {
  return (
    method === 'GET' &&
    /^\/newApi\//i.test(url.pathname) &&
    !PRIVATE_PATH.test(url.pathname) &&
    !LIVE_PATH.test(url.pathname) &&
    !carriesCredentials(url)
  )
}

/** The cache key of a catalogue read: the URL without the per-call timestamp and empty credential params. */
export function catalogueCacheKey(url: URL): string {
  const key = new URL(url.href)
  for (const name of Array.from(key.searchParams.keys())) {
    const lower = name.toLowerCase()
    if (lower === 'timestamp' || CREDENTIAL_PARAMS.includes(lower)) key.searchParams.delete(name)
  }
  key.searchParams.sort()
  return key.href
}

/** An event-day read kept for offline use (with credentials: it is the session's own). */
export function isLiveRead(url: URL, method: string): boolean {
  return method === 'GET' && LIVE_READ_PATHS.some((path) => path.toLowerCase() === url.pathname.toLowerCase())
}

/** The cache key of an event-day read: the URL without the per-call timestamp (the keys stay: one entry per session). */
export function liveCacheKey(url: URL): string {
  const key = new URL(url.href)
  for (const name of Array.from(key.searchParams.keys())) if (name.toLowerCase() === 'timestamp') key.searchParams.delete(name)
  key.searchParams.sort()
  return key.href
}

/** A page that may be kept in the network-first page cache. */
export function isCacheablePage(url: URL): boolean {
  const path = url.pathname.replace(/^\/zh-CN(?=\/|$)/, '') || '/'
  if (PRIVATE_PAGE.test(path)) return false
  // QR-login returns carry one-time codes.
  if (url.searchParams.has('code') || url.searchParams.has('state')) return false
  return !carriesCredentials(url)
}

/** The offline fallback page for a path, in the path's language. */
export function offlineFallbackFor(url: URL): string {
  return /^\/zh-CN(?:\/|$)/.test(url.pathname) ? '/zh-CN/offline' : '/offline'
}

export function isOfflinePage(url: URL): boolean {
  return url.pathname === '/offline' || url.pathname === '/zh-CN/offline'
}

export function isQueuedWrite(url: URL, method: string): boolean {
  return method === 'POST' && QUEUED_WRITE_PATHS.some((path) => path.toLowerCase() === url.pathname.toLowerCase())
}

/** Messages between the page and the worker about queued writes. */
export type WorkerMessage =
  | { type: 'offline-writes'; pending: number }
  | { type: 'offline-write-replayed'; path: string; status: number; ok: boolean }
  | { type: 'personal-cleared' }
/**
 * `flush-writes` (answered on the message's port with `offline-writes`): send what is queued and
 * say how many still wait. `clear-personal` (answered with `personal-cleared`): logout on a shared
 * device drops the queued writes and the caches of personal API answers (PERSONAL_CACHES).
 */
export type PageMessage = { type: 'replay-writes' } | { type: 'count-writes' } | { type: 'flush-writes' } | { type: 'clear-personal' }

/** The service worker's caches that hold personal API answers (the event day's records and buyers). */
export const PERSONAL_CACHES = ['live-api'] as const
