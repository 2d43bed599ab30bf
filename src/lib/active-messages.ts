import type { Locale } from '../../app.config'

/** One locale's compiled messages (see scripts/paraglide-locale-split.mjs). */
export type MessageDictionary = Record<string, (inputs: unknown) => string>

const loaded: Partial<Record<Locale, MessageDictionary>> = {}

/** Registers the messages of a locale; src/client.tsx does this before hydration. */
export function provideMessages(locale: Locale, dictionary: MessageDictionary): void {
  loaded[locale] = dictionary
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
