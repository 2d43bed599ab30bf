import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { publicConfig } from '../app.config'
import { appApi, appDatabase } from '@/api/server/app-api.server'
import { preRoute } from '@/lib/request-routing'
import { withSecurityHeaders } from '@/lib/security-headers'
import { paraglideMiddleware } from '@/paraglide/server.js'
import { mediaResponse } from '@/server/media/artwork.server'
import { uploadResponse } from '@/server/media/uploads.server'

// Open (migrate, seed if empty) the database as soon as the server loads, without holding
// up the listening socket; the first API call waits for it if it is not ready yet.
void appDatabase().catch((error: unknown) => console.error('Database failed to open:', error))

const API_PATH = /^\/(?:newApi|api)(?:\/|$)/i

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
