import { use } from 'react'

/**
 * Code that only one variant of a route renders (the brand profile on `/brand?id=`), kept out of
 * the route's own chunk so the other variant's first load does not carry it (ADR 046).
 *
 * The route awaits `load()` before it renders: in its loader, which runs on the server and for
 * a client navigation, and in its head, the one route hook that hydration awaits (no loader runs
 * then). `useLoaded()` therefore returns the module at once; were it still missing, it suspends
 * until it arrives. A failed download is not kept, so the next call tries again.
 */
export function routeModule<T>(load: () => Promise<T>) {
  let loaded: T | undefined
  let pending: Promise<T> | undefined
  const module = {
    load: (): Promise<T> =>
      (pending ??= load().then(
        (value) => (loaded = value),
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )),
    useLoaded: (): T => loaded ?? use(module.load()),
  }
  return module
}
