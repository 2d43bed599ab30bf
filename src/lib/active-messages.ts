import type { Locale } from '../../app.config'

/** One locale's compiled messages (see scripts/paraglide-locale-split.mjs). */
export type MessageDictionary = Record<string, (inputs: unknown) => string>

/** Per locale, every message loaded so far: the common part, then each area as it loads. */
const loaded: Partial<Record<Locale, MessageDictionary>> = {}
const areas = new Map<string, Promise<void>>()

/** Registers messages of a locale; src/client.tsx does this with the common part before hydration. */
export function provideMessages(locale: Locale, dictionary: MessageDictionary): void {
  loaded[locale] = Object.assign(loaded[locale] ?? {}, dictionary)
}

/**
 * The page's locale, as splitLocalePath (src/lib/locale.ts) reads it. Not imported from there:
 * this module is in the `messages` chunk, which the `app` chunk imports (no cycle between them).
 */
function pageLocale(pathname: string): Locale {
  return pathname === '/zh-CN' || pathname.startsWith('/zh-CN/') ? 'zh-CN' : 'en-US'
}

/**
 * Loads the messages of one feature area in the page's locale, once. The build puts a top-level
 * `await` of this at the start of each area module that uses them (scripts/paraglide-locale-split.mjs),
 * so they are there before any of the module's components render.
 */
export function loadMessageArea(area: string, importArea: (locale: Locale) => Promise<unknown> | undefined): Promise<void> {
  let loading = areas.get(area)
  if (!loading) {
    const locale = pageLocale(window.location.pathname)
    loading = Promise.resolve(importArea(locale)).then(
      (dictionary) => {
        provideMessages(locale, dictionary as MessageDictionary)
      },
      (error: unknown) => {
        // Not kept: the next module or navigation that needs the area tries again.
        areas.delete(area)
        throw error
      },
    )
    areas.set(area, loading)
  }
  return loading
}

/**
 * The messages of a locale in the browser. Only the page's locale is downloaded (the language
 * switch reloads the page), so asking for another one falls back to what is loaded.
 */
export function activeMessages(locale: Locale): MessageDictionary {
  const dictionary = loaded[locale] ?? Object.values(loaded)[0]
  if (!dictionary) throw new Error(`The ${locale} messages are not loaded yet`)
  return dictionary
}
