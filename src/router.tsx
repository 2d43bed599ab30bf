import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { constants } from '../app.config'
import { ErrorPage } from '@/features/site/components/error-page'
import { NotFoundPage } from '@/features/site/components/not-found-page'
import { silenceConsoleInProduction } from '@/lib/silence-console'
import { localizePath, splitLocalePath } from '@/lib/locale'
import { inPlacePathOf, phoneTwinInPlace } from '@/lib/device'
import { currentDevice } from '@/features/site/utils/device-context'
import { getLocale, overwriteGetLocale } from '@/paraglide/runtime'
import { routeTree } from './routeTree.gen'

silenceConsoleInProduction()

// In the browser the locale is the URL's prefix (/zh-CN/… or none), read through Paraglide's
// documented `overwriteGetLocale`: its `url` strategy would match URL patterns on every message call.
// On the server, runWithRequestLocale (src/server/http/locale-scope.server.ts) sets it per request.
if (typeof window !== 'undefined') overwriteGetLocale(() => splitLocalePath(window.location.pathname).locale)

/**
 * The address a route path is shown at: in the current locale (/zh-CN/…), and the phone home
 * as `/` on a phone (ADR 051). The rewrite's output half.
 */
function publicPath(path: string): string {
  // The device is read only for a phone route shown in place: on the server it parses the
  // request's headers, and this runs for every link of a render.
  const inPlace = inPlacePathOf(path)
  return localizePath(inPlace !== undefined && currentDevice() === 'mobile' ? inPlace : path, getLocale())
}

export function getRouter() {
  const isServer = typeof window === 'undefined'
  const queryClient = new QueryClient({
    defaultOptions: {
      // On the server, TanStack Query's own default gcTime (Infinity: no GC timer) lets the
      // per-request QueryClient go with its response; a finite one would schedule a timer per
      // query per render that holds the render's async context until it fires (TanStack/router#7402).
      queries: isServer ? { staleTime: Infinity } : { staleTime: 60_000 },
    },
  })

  const router = createRouter({
    routeTree,
    context: { queryClient, device: 'pc' },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMs: constants.routeResolveDelayMs,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    // /zh-CN/about is the route /about in zh-CN; links are written back in the current locale.
    rewrite: {
      // A phone on `/` is shown the phone home there, without a redirect (ADR 051).
      // The pathname is assigned only when it changes: each assignment re-parses the URL, and the
      // router rewrites every link it renders (~120 on a catalogue page; ADR 048).
      input: ({ url }) => {
        const { path } = splitLocalePath(url.pathname)
        const next = (currentDevice() === 'mobile' && phoneTwinInPlace(path)) || path
        if (next !== url.pathname) url.pathname = next
        return url
      },
      // …and links to the phone home are written as `/` (on a phone, /mobile redirects there).
      output: ({ url }) => {
        const next = publicPath(url.pathname)
        if (next !== url.pathname) url.pathname = next
        return url
      },
    },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
