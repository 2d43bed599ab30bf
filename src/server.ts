import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { publicConfig } from '../app.config'
import { preRoute } from '@/lib/request-routing'
import { paraglideMiddleware } from '@/paraglide/server.js'

/**
 * Server entry. Before SSR, page requests get the first-visit locale negotiation and the
 * device-variant redirect (see preRoute); everything else goes to Start, with Paraglide's
 * middleware providing the request's locale to getLocale().
 */
export default createServerEntry({
  fetch(request) {
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
  },
})
