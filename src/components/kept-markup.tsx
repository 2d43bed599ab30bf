import { RouterContextProvider, useRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import type * as React from 'react'
import { preload } from 'react-dom'
import { unescapeAttribute } from '@/lib/html-attribute'

type Tag = 'div' | 'footer' | 'section' | 'nav' | 'article'

/**
 * One value that varies within a key (the search keyword in the filters' hrefs). The kept
 * rendering is made with `placeholder`; a page sends it with every placeholder replaced by
 * `markup(value)`, the exact text that `value` renders as there.
 */
export type KeptSlot = {
  value: string
  /** Rendered in place of the value: text whose markup is itself, and found nowhere else in it. */
  placeholder: string
  markup: (value: string) => string
}

export type KeptMarkupProps = Omit<React.HTMLAttributes<HTMLElement>, 'children' | 'slot'> & {
  /** Everything the children's markup depends on (locale, the data shown…) but the slot's value: one rendering is kept per key. */
  markupKey: string
  as?: Tag
} & (
    | { slot?: undefined; children: React.ReactNode }
    /** The children as a function of the slot's value. */
    | { slot: KeptSlot; children: (value: string) => React.ReactNode }
  )

/**
 * An element whose children render once per `markupKey` on the server: later pages send the kept
 * markup (ADR 055). In the browser the children render and hydrate as usual, so their links and
 * handlers work; hydration matches DOM nodes, not how the server produced them.
 *
 * Only for subtrees whose markup depends on nothing but the key (and the slot's value): no
 * `useId`, no Suspense, no state read from the request beyond what the key names, and no
 * resources React hoists into the head but the preloads of high-priority images, which are
 * emitted again with the kept markup. The first two renders of a key are normal ones; the kept
 * markup is rendered after the second, outside any page render, with the same router. Used by the
 * desktop footer (~130 elements, the same on every page of a language), the product cards (keyed
 * by what they show) and the product filters (the keyword is a slot).
 */
export function KeptMarkup(props: KeptMarkupProps) {
  // The browser build drops the server half, and with it the router hook and react-dom/server.
  if (import.meta.env.SSR) return <ServerKeptMarkup {...props} />
  const { markupKey: _key, as: Element = 'div', slot, children, ...rest } = props
  return <Element {...rest}>{slot ? children(slot.value) : (children as React.ReactNode)}</Element>
}

function ServerKeptMarkup({ markupKey, as: Element = 'div', slot, children, ...props }: KeptMarkupProps) {
  const router = useRouter()
  const inRouter = (node: React.ReactNode) => <RouterContextProvider router={router}>{node}</RouterContextProvider>
  const render = (value: string | undefined) =>
    slot && value !== undefined ? (children as (value: string) => React.ReactNode)(value) : (children as React.ReactNode)
  const kept = keptMarkup(markupKey, () => inRouter(render(slot?.placeholder)), slot && (() => inRouter(render(slot.value))), slot)
  if (kept === undefined) return <Element {...props}>{render(slot?.value)}</Element>
  // The preloads a normal render of the children would hoist into the head (ADR 055).
  for (const href of kept.images) preload(href, { as: 'image', fetchPriority: 'high' })
  return <Element {...props} dangerouslySetInnerHTML={{ __html: slot ? fillSlot(kept.html, slot, slot.value) : kept.html }} />
}

/** The kept markup with the slot's placeholder replaced by the markup of `value`. */
function fillSlot(html: string, slot: KeptSlot, value: string): string {
  const markup = slot.markup(value)
  // A function, so that `$` in the markup is not read as a replacement pattern.
  return html.replaceAll(slot.placeholder, () => markup)
}

/**
 * Kept renderings, oldest first. A key is kept on its second sighting, so one-off keys (a product
 * card seen once) cost nothing extra. Both maps are bounded and drop their oldest key when full:
 * 2,048 renderings (a product card is ~1.3 KB of markup, so a few MB at most).
 */
const kept = new Map<string, Kept>()
/** A kept rendering, and the high-priority images whose preloads a render of it hoists. */
type Kept = { html: string; images: ReadonlyArray<string> }
const seen = new Set<string>()
const pending = new Set<string>()
/** Keys whose rendering threw: their children go on rendering normally, and the error is logged once. */
const failed = new Set<string>()
const MAX_KEPT = 2048
const MAX_SEEN = 4096

const keptMarkup = createIsomorphicFn()
  .server((key: string, element: () => React.ReactNode, withValue?: () => React.ReactNode, slot?: KeptSlot): Kept | undefined => {
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
          const { html, images } = splitImagePreloads(renderToString(element()))
          // A page render hoists resources into the head; a render of its own writes them first.
          // A high-priority image's preload is kept apart and emitted again with the markup (the
          // first row of a grid); any other resource (a stylesheet, another preload): keep nothing.
          if (html.startsWith('<link')) throw new Error('its children emit resources other than high-priority images')
          // A slot is checked once, against a rendering with this page's value: filled, the kept
          // markup must be that rendering exactly (the value must show nowhere but in the slot).
          if (slot && withValue && fillSlot(html, slot, slot.value) !== renderToString(withValue())) {
            throw new Error(`its slot's markup is not what "${slot.value}" renders as`)
          }
          if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!)
          kept.set(key, { html, images })
        })
        .catch((error: unknown) => {
          addBounded(failed, key, MAX_SEEN)
          console.error(`Kept markup "${key}" failed to render:`, error)
        })
        .finally(() => pending.delete(key))
    })
    return undefined
  })
  .client((): Kept | undefined => undefined)

/**
 * The leading preloads of high-priority images (an eager `<img fetchPriority="high">` hoists one)
 * split from a rendering: their hrefs, and the markup after them.
 */
function splitImagePreloads(rendering: string): Kept {
  const images: Array<string> = []
  let html = rendering
  for (let match; (match = /^<link rel="preload" as="image" href="([^"<>]*)" fetchPriority="high"\/>/.exec(html));) {
    images.push(unescapeAttribute(match[1]!))
    html = html.slice(match[0].length)
  }
  return { html, images }
}

function addBounded(set: Set<string>, key: string, max: number) {
  if (set.size >= max) set.delete(set.values().next().value!)
  set.add(key)
}

/**
 * A number per object, for keys of data that is one object for as long as it is unchanged (an
 * API answer the response cache keeps: every page that shows it gets the same parsed value).
 */
export function identityKey(value: object): number {
  let id = identities.get(value)
  if (id === undefined) identities.set(value, (id = ++lastIdentity))
  return id
}
const identities = new WeakMap<object, number>()
let lastIdentity = 0
