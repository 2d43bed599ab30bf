import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { publicConfig, serverEnv } from '../app.config'
import { appApi, liveHub, warmUpApi } from '@/server/app/app-api.server'
import { LIVE_STREAM_PATH } from '@/lib/live-events'
import { createPageCache } from '@/server/http/page-cache.server'
import { checkPageUrl, pageUrlRedirect } from '@/server/http/page-url.server'
import { createHostPin } from '@/server/http/host-pin.server'
import { registerMemorySource } from '@/server/http/memory-report.server'
import { effectiveDevice, isPageRequest, preRoute } from '@/lib/request-routing'
import { withSecurityHeaders } from '@/lib/security-headers'
import { phoneTwinInPlace } from '@/lib/device'
import { splitLocalePath } from '@/lib/locale'
import { withSafeLocation } from '@/server/http/redirects'
import { mediaResponse } from '@/server/media/artwork.server'
import { uploadResponse } from '@/server/media/uploads.server'
import { MANIFEST_PATH, manifestResponse } from '@/server/pwa/manifest.server'
import { getRouter } from './router'

// Load the API handlers and open (migrate, seed if empty) the database a moment after the server
// loads, so neither holds up the listening socket or the first pages; an API call that comes
// earlier simply waits for them.
setTimeout(() => void warmUpApi().catch((error: unknown) => console.error('API failed to start:', error)), 1000)

/** Rendered pages, kept until the API answers they read change (see page-cache.server.ts). */
const pageCache = createPageCache({ api: appApi.cache, enabled: serverEnv().PAGE_CACHE })
registerMemorySource('pageCache', () => pageCache.bytes)

/**
 * In production without PUBLIC_ORIGIN, one host: the first seen (host-pin.server.ts). Pages then
 * never carry another origin, and no cache keeps an entry per forged Host.
 */
const hostPin = createHostPin({ enabled: !import.meta.env.DEV && !serverEnv().PUBLIC_ORIGIN })

/** The routes a path matches, for the search params they declare (page-url.server.ts). */
const routes = getRouter()

const API_PATH = /^\/(?:newApi|api)(?:\/|$)/i
const WECHAT_STANDIN_PATH = '/wechat-standin/'

/** The WeChat stand-in (development, tests; off in production unless WECHAT_STANDIN=true). */
let wechatStandIn:
  | Promise<{
      handle: (request: Request) => Promise<Response | undefined>
    } | null>
  | undefined
function standIn() {
  wechatStandIn ??= (async () => {
    const { authConfig, STANDIN_PATH } = await import('@/server/auth/config.server')
    const config = authConfig().wechat
    if (!config.standIn) return null
    const { createWechatStandIn } = await import('@/server/wechat/stand-in.server')
    return createWechatStandIn({
      appId: config.appId,
      appSecret: config.appSecret,
      prefix: STANDIN_PATH,
    })
  })()
  return wechatStandIn
}

/**
 * Server entry: the one path of every request. The API, files and the WeChat stand-in are
 * answered here; a page request has its URL checked (page-url.server.ts), gets the first-visit
 * locale and device redirects (preRoute), and is answered from the page cache or rendered by
 * Start (whose global middleware, src/start.ts, gives the render its locale).
 */
const entry = createServerEntry({
  async fetch(request) {
    // No Location is ever built from the Host header (Start's `//x` → 308 is).
    return withSecurityHeaders(withSafeLocation(await route(request), request.url))
  },
})

export default entry

async function route(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const { pathname } = url
  const misdirected = hostPin.check(url)
  if (misdirected) return misdirected
  // The hall screens' event stream (Server-Sent Events, ADR 094): long-lived, not a JSON answer.
  if (pathname.toLowerCase() === LIVE_STREAM_PATH.toLowerCase()) return (await liveHub()).handle(request)
  // The API is dispatched before the page router: the contract table answers directly.
  if (API_PATH.test(pathname)) return appApi.handle(request)
  if (pathname === MANIFEST_PATH) return manifestResponse()
  if (pathname === '/sitemap.xml' || pathname === '/robots.txt') {
    const { seoResponse } = await import('@/server/app/seo-routes.server')
    const answer = await seoResponse(pathname, request)
    if (answer) return answer
  }
  if (pathname.startsWith(WECHAT_STANDIN_PATH)) {
    const answer = await (await standIn())?.handle(request)
    if (answer) return answer
  }
  if (pathname.startsWith('/media/')) {
    const media = mediaResponse(pathname)
    if (media) return media
  }
  if (pathname.startsWith('/uploads/')) {
    const upload = await uploadResponse(pathname)
    if (upload) return upload
  }
  if (!isPageRequest(request.method, pathname)) return handler.fetch(request)
  const device = effectiveDevice(request.headers)
  // Session keys, undeclared and over-long search params never reach a render or a cache key.
  const { path } = splitLocalePath(pathname)
  const verdict = checkPageUrl(url, (device === 'mobile' && phoneTwinInPlace(path)) || path, (p) => routes.getMatchedRoutes(p)[0])
  if (verdict?.kind === 'refuse') return verdict.response
  if (verdict) return pageUrlRedirect(verdict)
  const redirect = preRoute(request, publicConfig().cookie, url)
  if (redirect) {
    const headers = new Headers({
      location: redirect.location,
      vary: 'Cookie, Accept-Language, User-Agent',
      'cache-control': 'private, no-store',
    })
    if (redirect.setCookie) headers.append('set-cookie', redirect.setCookie)
    return new Response(null, { status: redirect.status, headers })
  }
  // Development renders every page (Vite's own inline scripts carry no hash the policy could list).
  if (import.meta.env.DEV) return handler.fetch(request)
  return pageCache.serve(request, device, async () => handler.fetch(request), url)
}
