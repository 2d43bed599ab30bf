declare module 'virtual:paraglide-messages/*' {
  const messages: Record<string, (inputs: unknown) => string>
  export = messages
}

/**
 * The message areas' loaders (scripts/paraglide-locale-split.mjs). On the server both do
 * nothing: the server renders with every message.
 */
declare module 'virtual:paraglide-message-areas' {
  /** Loads one area's messages in the page's locale, once. */
  export function loadArea(area: string): Promise<void>
  /** Starts loading the areas of the routes that match a pathname (with or without its locale prefix). */
  export function loadAreasFor(pathname: string): Promise<unknown>
}

/** The production build's id (vite.config.ts `define`; also written to /_build/latest.json). */
declare const __BUILD_ID__: string
