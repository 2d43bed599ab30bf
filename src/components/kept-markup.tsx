import { RouterContextProvider, useRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import type * as React from 'react'

type Tag = 'div' | 'footer' | 'section' | 'nav' | 'article'
export type KeptMarkupProps = React.HTMLAttributes<HTMLElement> & {
  /** Everything the children's markup depends on (locale, the data shown…): one rendering is kept per key. */
  markupKey: string
  as?: Tag
  children: React.ReactNode
}

/**
 * An element whose children render once per `markupKey` on the server: later pages send the kept
 * markup (ADR 055). In the browser the children render and hydrate as usual, so their links and
 * handlers work; hydration matches DOM nodes, not how the server produced them.
 *
 * Only for subtrees whose markup depends on nothing but the key: no `useId`, no Suspense, no
 * state read from the request beyond what the key names, and no resources React hoists into the
 * head (an eager image's preload; images below the fold load lazily anyway). The first two
 * renders of a key are normal ones; the kept markup is rendered after the second, outside any
 * page render, with the same router. Used by the desktop footer (~130 elements, the same on every
 * page of a language) and the product cards below the first row (keyed by what they show).
 */
export function KeptMarkup(props: KeptMarkupProps) {
  // The browser build drops the server half, and with it the router hook and react-dom/server.
  if (import.meta.env.SSR) return <ServerKeptMarkup {...props} />
  const { markupKey: _key, as: Element = 'div', children, ...rest } = props
  return <Element {...rest}>{children}</Element>
}

function ServerKeptMarkup({ markupKey, as: Element = 'div', children, ...props }: KeptMarkupProps) {
  const router = useRouter()
  const html = keptMarkup(markupKey, () => <RouterContextProvider router={router}>{children}</RouterContextProvider>)
  if (html === undefined) return <Element {...props}>{children}</Element>
  return <Element {...props} dangerouslySetInnerHTML={{ __html: html }} />
}

/**
 * Kept renderings, oldest first. A key is kept on its second sighting, so one-off keys (a product
 * card seen once) cost nothing extra. Both maps are bounded and drop their oldest key when full:
 * 2,048 renderings (a product card is ~1.3 KB of markup, so a few MB at most).
 */
const kept = new Map<string, string>()
const seen = new Set<string>()
const pending = new Set<string>()
/** Keys whose rendering threw: their children go on rendering normally, and the error is logged once. */
const failed = new Set<string>()
const MAX_KEPT = 2048
const MAX_SEEN = 4096

const keptMarkup = createIsomorphicFn()
  .server((key: string, element: () => React.ReactNode): string | undefined => {
    if (import.meta.env.DEV) return undefined
    const markup = kept.get(key)
    if (markup !== undefined || pending.has(key) || failed.has(key)) return markup
    if (!seen.has(key)) {
      addBounded(seen, key, MAX_SEEN)
      return undefined
    }
    seen.delete(key)
    pending.add(key)
    // After this page's render, in its request's context (the locale and device it reads).
    setImmediate(() => {
      void import('react-dom/server')
        .then(({ renderToString }) => {
          const html = renderToString(element())
          // A page render hoists resources (an image preload, a stylesheet) into the head; a render
          // of its own writes them inline, so that markup would not be the page's: keep nothing.
          if (html.startsWith('<link')) throw new Error('its children emit resources (an eager image?)')
          if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!)
          kept.set(key, html)
        })
        .catch((error: unknown) => {
          addBounded(failed, key, MAX_SEEN)
          console.error(`Kept markup "${key}" failed to render:`, error)
        })
        .finally(() => pending.delete(key))
    })
    return undefined
  })
  .client((): string | undefined => undefined)

function addBounded(set: Set<string>, key: string, max: number) {
  if (set.size >= max) set.delete(set.values().next().value!)
  set.add(key)
}
