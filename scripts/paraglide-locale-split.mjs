// Vite plugin: in the client build, each locale's messages are one chunk of their own, and a
// page downloads only its locale's chunk (src/client.tsx loads it before hydration).
//
// Paraglide compiles every message into a module holding a function per locale
// (`en_us2_<key>`, `zh_cn2_<key>`) plus the exported message that picks one. For the client
// environment this plugin rewrites each such module into a small forwarder to the active
// locale's dictionary, and serves `virtual:paraglide-messages/<locale>`: every message's
// function for that locale, taken from the same compiled files. The server keeps Paraglide's
// modules as they are.
import { readdirSync, readFileSync } from 'node:fs'
import { basename, resolve } from 'node:path'

const DICTIONARY = 'virtual:paraglide-messages/'
const MESSAGE_MODULE = /\/src\/paraglide\/messages\/(?!_index)[^/]+\.js$/
const MESSAGES_INDEX = /\/src\/paraglide\/messages\.js$/
const RUNTIME = /\/src\/paraglide\/runtime\.js$/

/**
 * The client's `m` (src/paraglide/messages.js): one proxy that looks each message up in the active
 * locale's dictionary, instead of ~760 forwarder modules (12 KB gz on every first load, ADR 037).
 * The app only imports `m` from it (TypeScript still checks the keys against Paraglide's files).
 */
const CLIENT_MESSAGES_INDEX = `import { getLocale } from './runtime.js'
import { activeMessages } from '/src/lib/active-messages.ts'
const cache = new Map()
export const m = new Proxy({}, {
  get(_, key) {
    if (typeof key !== 'string') return undefined
    let message = cache.get(key)
    if (!message) {
      message = (inputs = {}, options = {}) => activeMessages(options.locale ?? getLocale())[key](inputs)
      cache.set(key, message)
    }
    return message
  },
})
`

/**
 * The client's Paraglide runtime. The browser only asks it for the locale: `getLocale` (the `m`
 * proxy, formatting) and `overwriteGetLocale` (src/router.tsx). The full runtime's `getLocale`
 * resolves strategies, cookies, URL patterns and redirects, 2.7 KB gz on every first load that
 * the client never runs (the locale is the path's prefix, and the server decides redirects).
 * Importing anything else from it in client code fails the build (the export is missing).
 * `baseLocale` and `locales` are copied from the compiled runtime, so they cannot drift.
 */
export function clientRuntime(compiledRuntime) {
  const constant = (name) => {
    const found = new RegExp(`^export const ${name} = (.+);$`, 'm').exec(compiledRuntime)
    if (!found) throw new Error(`paraglide-locale-split: no ${name} in the compiled runtime`)
    return found[1]
  }
  return `export const baseLocale = ${constant('baseLocale')};
export const locales = ${constant('locales')};
export const isServer = false;
export const experimentalStaticLocale = undefined;
/** The locale named by the path's first segment (/zh-CN/…), else the base locale. */
export let getLocale = () => {
  const first = window.location.pathname.split('/')[1];
  return locales.find((locale) => locale === first) ?? baseLocale;
};
export const overwriteGetLocale = (fn) => {
  getLocale = fn;
};
export const isLocale = (value) => locales.includes(value);
`
}

/** The module's local identifier and public export name (keys with capitals are re-exported as strings). */
function exportedName(code) {
  const direct = /export const (\w+) =/.exec(code)
  if (direct) return { local: direct[1], name: direct[1] }
  const aliased = /export \{ (\w+) as "([^"]+)" \}/.exec(code)
  return aliased ? { local: aliased[1], name: aliased[2] } : undefined
}

/** The source of one locale's function for a message, from its compiled module. */
function localeFunction(code, locale, name) {
  const prefix = `const ${locale.toLowerCase().replace('-', '_')}2_${name} = `
  const start = code.indexOf(prefix)
  if (start < 0) return undefined
  const end = code.indexOf('\n};', start)
  return code.slice(start + prefix.length, end + 2)
}

export function paraglideLocaleSplit({ outdir = './src/paraglide' } = {}) {
  const messagesDir = resolve(outdir, 'messages')
  return {
    name: 'paraglide-locale-split',
    resolveId(id) {
      return id.startsWith(DICTIONARY) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(`\0${DICTIONARY}`)) return undefined
      const locale = id.slice(DICTIONARY.length + 1)
      const lines = []
      for (const file of readdirSync(messagesDir).filter((f) => f.endsWith('.js') && f !== '_index.js').toSorted()) {
        const path = resolve(messagesDir, file)
        this.addWatchFile(path)
        const code = readFileSync(path, 'utf8')
        const names = exportedName(code)
        const fn = names && localeFunction(code, locale, names.local)
        if (!fn) this.error(`paraglide-locale-split: no ${locale} function in ${basename(file)}`)
        lines.push(`const ${names.local} = ${fn}`, `export { ${names.local} as ${JSON.stringify(names.name)} }`)
      }
      return lines.join('\n')
    },
    transform(code, id) {
      if (this.environment?.name !== 'client') return undefined
      if (MESSAGES_INDEX.test(id.split('?')[0])) return { code: CLIENT_MESSAGES_INDEX, map: null }
      if (RUNTIME.test(id.split('?')[0])) return { code: clientRuntime(code), map: null }
      if (!MESSAGE_MODULE.test(id.split('?')[0])) return undefined
      const names = exportedName(code)
      if (!names) return undefined
      return {
        code: `import { getLocale } from '../runtime.js'
import { activeMessages } from '/src/lib/active-messages.ts'
const ${names.local} = (inputs = {}, options = {}) => activeMessages(options.locale ?? getLocale())[${JSON.stringify(names.name)}](inputs)
export { ${names.local} as ${JSON.stringify(names.name)} }
`,
        map: null,
      }
    },
  }
}
