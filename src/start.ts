/**
 * Start's global middleware (src/start.ts, as TanStack Start expects it): every request Start
 * handles — a page render or a server-function call — runs in its locale, and server functions
 * are refused to cross-site callers (Start's CSRF middleware). What is answered before Start (the
 * API, files, page-cache hits, redirects) is in src/server.ts.
 */
import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { withRequestLocale } from '@/server/http/locale-scope.server'

const localeMiddleware = createMiddleware().server(withRequestLocale)

const csrfMiddleware = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

export const startInstance = createStart(() => ({
  requestMiddleware: [localeMiddleware, csrfMiddleware],
}))
