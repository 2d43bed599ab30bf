/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useMatches, useRouter, redirect } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { constants } from '../../app.config'
import { Toaster } from '@/components/ui/sonner'
import { DeferredAccountEffects } from '@/features/account/components/deferred-account-effects'
import { getPublicConfig } from '@/features/site/api/public-config'
import { DeferredAppServices } from '@/features/pwa/components/deferred-app-services'
import { earlyCaptureScript } from '@/features/pwa/utils/early-capture'
import { routeRuleRedirect } from '@/features/pwa/utils/route-rules'
import { LoadingBar } from '@/features/site/components/loading-bar'
import { readColorModePreference, resolveColorMode, type ColorMode } from '@/features/site/utils/color-mode'
import { currentDevice } from '@/features/site/utils/device-context'
import { rememberCurLang, rememberLocale } from '@/features/site/utils/preferences'
import { parseCookies } from '@/lib/cookies'
import type { Device } from '@/lib/device'
import { rootFontScript } from '@/lib/root-font-size'
import { rootSearchSchema } from '@/lib/root-search'
import { getLocale } from '@/paraglide/runtime'
import stylesUrl from '@/styles.css?url'
import { jsonForScript, siteJsonLd } from '@/features/site/utils/page-head'

export type RouterContext = {
  queryClient: QueryClient
  device: Device
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Force a colour mode on this route. */
    colorMode?: ColorMode
  }
}

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: rootSearchSchema,
  beforeLoad: ({ location }) => {
    // Route rules of the build's metadata (redirects a deploy may add); loaded in the browser.
    const target = routeRuleRedirect(location.pathname)
    if (target && target !== location.pathname) throw redirect({ href: target, replace: true })
    return { device: currentDevice() }
  },
  loader: () => getPublicConfig(),
  staleTime: Infinity,
  head: ({ loaderData }) => ({
    scripts: siteJsonLd(loaderData).map((item) => ({ type: 'application/ld+json', children: jsonForScript(item) })),
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: '#0f766e' },
      { name: 'color-scheme', content: 'light' },
    ],
    links: [
      { rel: 'stylesheet', href: stylesUrl },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' },
      { rel: 'manifest', href: '/manifest.webmanifest' },
    ],
  }),
  shellComponent: RootDocument,
  component: Outlet,
})

/** Keeps the locale cookie and curLang in step with the page, and re-applies the root font after navigation. */
function ClientEffects() {
  const router = useRouter()
  const { cookie } = Route.useLoaderData()
  useEffect(() => {
    // A visit straight to a localised URL has no locale cookie yet: record the page's locale.
    // An existing cookie is the visitor's own choice and is only changed by the language switch.
    const locale = getLocale()
    if (!parseCookies(document.cookie)[constants.locale.cookieName]) rememberLocale(locale, cookie)
    else rememberCurLang(locale)
  }, [cookie])
  useEffect(
    () =>
      router.subscribe('onResolved', () => {
        ;(window as { __applyRootFont?: () => void }).__applyRootFont?.()
      }),
    [router],
  )
  return null
}

function RootDocument({ children }: { children: ReactNode }) {
  const { device } = Route.useRouteContext()
  // The CSP nonce (src/server/http/csp.ts): the router puts it on its own scripts; ours need it too.
  const nonce = useRouter().options.ssr?.nonce
  const routeForced = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.colorMode)?.staticData.colorMode,
  })
  // SSR cannot see the saved preference; with a forced mode (this product) both sides agree.
  const colorMode = resolveColorMode({
    preference: typeof window === 'undefined' ? 'system' : readColorModePreference(),
    routeForced,
    systemPrefersDark: false,
  })
  return (
    <html lang={getLocale()} className={colorMode} style={{ colorScheme: colorMode }} suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: rootFontScript(device) }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyCaptureScript }} />
        <HeadContent />
      </head>
      <body className="min-h-screen font-sans">
        <LoadingBar />
        {children}
        <Toaster />
        <ClientEffects />
        <DeferredAppServices />
        <DeferredAccountEffects />
        <Scripts />
      </body>
    </html>
  )
}
