/**
 * The request's locale for a page render, as Paraglide's `getLocale()` reads it on the server.
 *
 * Start's request middleware (src/start.ts) runs every render and server-function call in it.
 * It stands in for `paraglideMiddleware`, whose `url, baseLocale` strategy finds the locale by
 * matching the URL against URLPattern-compiled patterns, about 6 % of a render's CPU, to learn
 * what `splitLocalePath` reads from the path prefix; its redirect never fires behind `preRoute`,
 * and Start's router de-localises the URL itself (ADR 066).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { RequestServerFn } from '@tanstack/react-start'
import { splitLocalePath } from '@/lib/locale'
import { getServerAsyncLocalStorage, overwriteServerAsyncLocalStorage } from '@/paraglide/runtime'

type LocaleStore = { locale?: string; origin?: string; messageCalls?: Set<string> }
type Storage = { run: <T>(store: LocaleStore, callback: () => T) => T }

function storage(): Storage {
  let current = getServerAsyncLocalStorage() as Storage | undefined
  if (!current) {
    current = new AsyncLocalStorage<LocaleStore>() as Storage
    overwriteServerAsyncLocalStorage(current as Parameters<typeof overwriteServerAsyncLocalStorage>[0])
  }
  return current
}

/** Runs `render` with the locale of `url`'s path and its origin, as Paraglide's middleware would. */
export function runWithRequestLocale<T>(url: URL, render: () => T): T {
  return storage().run({ locale: splitLocalePath(url.pathname).locale, origin: url.origin, messageCalls: new Set() }, render)
}

/** The request middleware's server function (src/start.ts): the rest of the request runs in its locale. */
export const withRequestLocale: RequestServerFn<{}, undefined, unknown> = ({ request, next }) =>
  runWithRequestLocale(new URL(request.url), () => next())
