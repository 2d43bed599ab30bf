import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { publicConfig } from '../app.config'
import { appApi, warmUpApi } from '@/server/http/app-api.server'
import { preRoute } from '@/lib/request-routing'
import { withSecurityHeaders } from '@/lib/security-headers'
import { paraglideMiddleware } from '@/paraglide/server.js'
import { mediaResponse } from '@/server/media/artwork.server'
import { uploadResponse } from '@/server/media/uploads.server'
import { MANIFEST_PATH, manifestResponse } from '@/server/pwa/manifest.server'

// Load the API handlers and open (migrate, seed if empty) the database a moment after the server
// loads, so neither holds up the listening socket or the first pages; an API call that comes
// earlier simply waits for them.
setTimeout(() => void warmUpApi().catch((error: unknown) => console.error('API failed to start:', error)), 1000)

const API_PATH = /^\/(?:newApi|api)(?:\/|$)/i
const WECHAT_STANDIN_PATH = '/wechat-standin/'

/** The WeChat stand-in (development, tests; off in production unless WECHAT_STANDIN=true). */
let wechatStandIn: Promise<{ handle: (request: Request) => Promise<Response | undefined> } | null> | undefined
function standIn() {
  wechatStandIn ??= (async () => {
    const { authConfig, STANDIN_PATH } = await import('@/server/auth/config.server')
    const config = authConfig().wechat
    if (!config.standIn) return null
    const { createWechatStandIn } = await import('@/server/wechat/stand-in.server')
    return createWechatStandIn({ appId: config.appId, appSecret: config.appSecret, prefix: STANDIN_PATH })
  })()
  return wechatStandIn
}

/**
 * Server entry. Before SSR, page requests get the first-visit locale negotiation and the
 * device-variant redirect (see preRoute); everything else goes to Start, with Paraglide's
 * middleware providing the request's locale to getLocale().
 */
export default createServerEntry({
  async fetch(request) {
    return withSecurityHeaders(await route(request))
  },
})

async function route(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  // The API is dispatched before the page router: the contract table answers directly.
  if (API_PATH.test(pathname)) return appApi.handle(request)
  if (pathname === MANIFEST_PATH) return manifestResponse()
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
  return paraglideMiddleware(request, () => handler.fetch(request))
}
