import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { constants } from '../app.config'
import { ErrorPage } from '@/features/site/components/error-page'
import { NotFoundPage } from '@/features/site/components/not-found-page'
import { silenceConsoleInProduction } from '@/lib/silence-console'
import { deLocalizeUrl, localizeUrl } from '@/paraglide/runtime'
import { routeTree } from './routeTree.gen'

silenceConsoleInProduction()

export function getRouter() {
  const isServer = typeof window === 'undefined'
  const queryClient = new QueryClient({
    defaultOptions: {
      // A per-request QueryClient on the server must not keep data alive after the
      // response (TanStack/router#7402), so nothing is retained there.
      queries: isServer ? { gcTime: 0, staleTime: Infinity } : { staleTime: 60_000 },
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
    rewrite: {
      input: ({ url }) => deLocalizeUrl(url),
      output: ({ url }) => localizeUrl(url),
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
