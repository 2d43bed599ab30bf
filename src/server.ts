import type { ServerResponse } from 'node:http'
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { publicConfig, serverEnv } from '../app.config'
import { appApi, warmUpApi } from '@/server/http/app-api.server'
import { createPageCache, sendCachedPage } from '@/server/http/page-cache.server'
import { registerMemorySource } from '@/server/http/memory-report.server'
import { effectiveDevice, isPageRequest, preRoute } from '@/lib/request-routing'
import { withSecurityHeaders } from '@/lib/security-headers'
import { paraglideMiddleware } from '@/paraglide/server.js'
import { withNonce, withPageCsp } from '@/server/http/csp'
import { runWithRequestLocale } from '@/server/http/locale-scope.server'
import { withSafeLocation } from '@/server/http/redirects'
import { mediaResponse } from '@/server/media/artwork.server'
import { uploadResponse } from '@/server/media/uploads.server'
import { MANIFEST_PATH, manifestResponse } from '@/server/pwa/manifest.server'

// Load the API handlers and open (migrate, seed if empty) the database a moment after the server
// loads, so neither holds up the listening socket or the first pages; an API call that comes
// earlier simply waits for them.
setTimeout(() => void warmUpApi().catch((error: unknown) => console.error('API failed to start:', error)), 1000)

/** Rendered pages, kept until the API answers they read change (see page-cache.server.ts). */
const pageCache = createPageCache({ api: appApi.cache, enabled: serverEnv().PAGE_CACHE })
registerMemorySource('pageCache', () => pageCache.bytes)

const API_PATH = /^\/(?:newApi|api)(?:\/|$)/i
const WECHAT_STANDIN_PATH = '/wechat-standin/'
/** Page-like paths `route` answers before the page cache (never kept there; pageHit skips them too). */
const OWN_PATHS = /^\/(?:wechat-standin|media|uploads)\//

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
 * Server entry. Before SSR, page requests get the first-visit locale negotiation and the
 * device-variant redirect (see preRoute); everything else goes to Start, with Paraglide's
 * middleware providing the request's locale to getLocale().
 */
const entry = createServerEntry({
  async fetch(request) {
    // No Location is ever built from the Host header (Start's `//x` → 308 is).
    return withSecurityHeaders(withSafeLocation(await route(request), request.url))
  },
})

/**
 * The page-cache hit path at the node:http layer (ADR 035): scripts/serve.mjs calls it for every
 * request before srvx and Start. It answers only a GET or HEAD of a page the cache holds and
 * that `route` would serve from the cache: the same key, the device/locale redirects first (a
 * request preRoute would redirect goes on to `route`, which answers it), the same headers, a
 * fresh CSP nonce. Anything else returns false and takes the full path.
 */
function pageHit(request: Request, res: ServerResponse): boolean {
  if (import.meta.env.DEV) return false
  const url = new URL(request.url)
  const { pathname } = url
  if (!isPageRequest(request.method, pathname) || OWN_PATHS.test(pathname)) return false
  if (preRoute(request, publicConfig().cookie)) return false
  const page = pageCache.lookup(url, effectiveDevice(request.headers))
  if (!page) return false
  sendCachedPage(res, page, request.method, request.headers.get('accept-encoding'))
  return true
}

export default Object.assign(entry, { pageHit })

async function route(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  // The API is dispatched before the page router: the contract table answers directly.
  if (API_PATH.test(pathname)) return appApi.handle(request)
  if (pathname === MANIFEST_PATH) return manifestResponse()
  if (pathname === '/sitemap.xml' || pathname === '/robots.txt') {
    const { seoResponse } = await import('@/server/seo/seo-routes.server')
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
  // Every check above that can answer a page path is mirrored in pageHit (OWN_PATHS), which
  // serves page-cache hits before srvx and Start (ADR 035).
  const redirect = preRoute(request, publicConfig().cookie)
  if (redirect) {
    const headers = new Headers({
      location: redirect.location,
      vary: 'Cookie, Accept-Language, User-Agent',
      'cache-control': 'private, no-store',
    })
    if (redirect.setCookie) headers.append('set-cookie', redirect.setCookie)
    return new Response(null, { status: redirect.status, headers })
  }
  const render = async () => {
    // Pages: a fresh CSP nonce for each (src/server/http/csp.ts; never in development, where
    // Vite's own inline scripts carry none). A page served from the cache gets a fresh one too.
    if (import.meta.env.DEV) return paraglideMiddleware(request, () => handler.fetch(request))
    const page = withNonce(request)
    // The locale from the path prefix, as Paraglide's middleware found it, at a fraction of the cost (ADR 035).
    return withPageCsp(await runWithRequestLocale(new URL(request.url), () => handler.fetch(page.request)), page.nonce)
  }
  if (import.meta.env.DEV || !isPageRequest(request.method, pathname)) return render()
  return pageCache.serve(request, effectiveDevice(request.headers), render)
}
