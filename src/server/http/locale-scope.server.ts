/**
 * The request's locale for a page render, as Paraglide's `getLocale()` reads it on the server.
 *
 * Replaces `paraglideMiddleware` on the render path (ADR 035): with the `url, baseLocale`
 * strategy the middleware found the locale by matching the URL against URLPattern-compiled
 * patterns (a polyfill here), about 6 % of a render's CPU, to learn what `splitLocalePath` reads
 * from the path prefix. Its redirect (a document request to a non-canonical localised URL)
 * never fires behind `preRoute`, and its de-localised request was never used: Start's router
 * rewrites the URL itself.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
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
