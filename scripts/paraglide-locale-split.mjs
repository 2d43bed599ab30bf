// Vite plugin: in the client build, each locale's messages are split into chunks of their own, and
// a page downloads only its locale's chunks: the common part (src/client.tsx loads it before
// hydration) and the part of each feature area whose code the page loads.
//
// Paraglide compiles every message into a module holding a function per locale
// (`en_us2_<key>`, `zh_cn2_<key>`) plus the exported message that picks one. For the client
// environment this plugin rewrites each such module into a small forwarder to the active
// locale's dictionary, and serves `virtual:paraglide-messages/<locale>`: every message's
// function for that locale, taken from the same compiled files. The server keeps Paraglide's
// modules as they are.
//
// Areas (ADR 046): the keys each source file uses (`m.key`) are found by scanning src/. A file
// under src/features/<area>/ (except the site chrome and PWA, which every page renders) or
// src/components/catalogue/ belongs to that area (or to a part of it that the file names, see
// messageAreaOf), unless common code imports it (planMessageAreas);
// everything else (root, route files, shared UI, lib) is common. `virtual:paraglide-messages/<locale>` holds the common keys (plus any key no
// file names, to be safe), `virtual:paraglide-messages/<locale>-<area>` the area's other keys.
// Each area file that uses such a key starts with a top-level `await` of its area's messages, so
// they are there before the module (and so any component in it) can run: on hydration and after
// a client-side navigation alike. A module in the initial chunk would still be correct, only load
// its area on every page.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'

const DICTIONARY = 'virtual:paraglide-messages/'
const MESSAGE_MODULE = /\/src\/paraglide\/messages\/(?!_index)[^/]+\.js$/
const MESSAGES_INDEX = /\/src\/paraglide\/messages\.js$/
const RUNTIME = /\/src\/paraglide\/runtime\.js$/
const AREAS_MODULE = 'virtual:paraglide-message-areas'
const SOURCE_FILE = /\.(tsx?|jsx?|mjs)$/
/** Features every page renders (header, footer, PWA prompts): their keys are common. */
const COMMON_FEATURES = new Set(['site', 'pwa'])
const COMMON = 'common'
/** The area of the head and page strings of routes whose pages load no other area (ADR 046). */
const ROUTE_PAGES = 'route-pages'
/** The area of src/components/catalogue/: shared by the pages of several features. */
const SHARED_COMPONENTS = 'catalogue-components'

/** The area a source file's path (relative to src/, with `/`) puts it in, before the import rule. */
export function messageAreaByPath(path) {
  const feature = /^features\/([^/]+)\//.exec(path)
  if (feature) return COMMON_FEATURES.has(feature[1]) ? COMMON : feature[1]
  if (path.startsWith('components/catalogue/')) return SHARED_COMPONENTS
  return COMMON
}

/**
 * The area of a source file (path relative to src/, and its code), before the import rule. A
 * feature file may name a part of its feature with a line `// @message-area <feature>-<part>` (a
 * colon and a reason may follow): its strings then go in a dictionary of their own, which a page
 * that uses only the feature's other files does not load (the cart page's strings are not the
 * product page's add-to-cart's; ADR 046, ninth round). Outside a feature's area it is ignored.
 */
export function messageAreaOf(path, code) {
  const area = messageAreaByPath(path)
  const part = /^\/\/ @message-area ([a-z][\w-]*)(?=$|[\s:])/m.exec(code)?.[1]
  return area !== COMMON && part?.startsWith(`${area}-`) ? part : area
}

/**
 * The source files a module imports (`@/…` and relative specifiers; type-only imports skipped),
 * with `lazy` its `import('…')`s too.
 */
function importedFiles(file, code, srcDir, { lazy = false } = {}) {
  const found = []
  const specifiers = [...code.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)]
  if (lazy) specifiers.push(...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
  for (const [, specifier] of specifiers) {
    const base = specifier.startsWith('@/')
      ? join(srcDir, specifier.slice(2))
      : specifier.startsWith('.')
        ? resolve(file, '..', specifier)
        : undefined
    if (!base) continue
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
      if (SOURCE_FILE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
        found.push(candidate)
        break
      }
    }
  }
  return found
}

/** The message keys a module's code uses (`m.key`; the app has no computed keys). */
export function usedMessageKeys(code) {
  if (!code.includes('paraglide/messages')) return []
  return [...new Set([...code.matchAll(/\bm\.([A-Za-z_$][\w$]*)/g)].map((match) => match[1]))]
}

function sourceFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) {
      if (name !== 'paraglide' && name !== 'server') sourceFiles(path, out)
    } else if (SOURCE_FILE.test(name) && !/\.test\./.test(name)) out.push(path)
  }
  return out
}

/**
 * Which file is in which area, and which keys go in which dictionary: `common` (a Set) and, per
 * area, the area's keys that are not common (a key two areas use is in both: a page usually
 * loads one of them).
 *
 * A feature file that common code imports is common too: it is in the initial chunk anyway, and
 * its own area's messages would otherwise load on every page. Route files are common, but only
 * the `.ts` imports of a route's `.tsx` file count (search parsers, loaders' helpers): the components
 * it imports go with the route's split component chunk.
 */
export function planMessageAreas(srcDir, allKeys) {
  const files = sourceFiles(srcDir)
  const code = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]))
  const areaOf = new Map(files.map((file) => [file, messageAreaOf(relative(srcDir, file).split('\\').join('/'), code.get(file))]))
  const pending = files.filter((file) => areaOf.get(file) === COMMON)
  // Files that are common only because a route imports them (search parsers, loaders' helpers).
  const routeHelpers = new Set()
  while (pending.length) {
    const file = pending.pop()
    // A route component file's .tsx imports are its split component's; its other files are helpers.
    // The root route's component is not split: it is in the initial chunk.
    const isRoute = relative(srcDir, file).startsWith('routes') && file.endsWith('.tsx') && !file.endsWith('__root.tsx')
    const helper = isRoute || routeHelpers.has(file)
    // Code that common code loads lazily (the deferred account effects and app services) runs on
    // every page too, right after hydration: an area of its own would be one more request then.
    // What a route's helper loads lazily is for that route's page only (the brand profile on
    // /brand?id=; src/lib/route-module.ts): it keeps its area.
    for (const imported of importedFiles(file, code.get(file), srcDir, { lazy: !helper })) {
      if (isRoute && imported.endsWith('.tsx')) continue
      if (areaOf.get(imported) === COMMON || !areaOf.has(imported)) continue
      areaOf.set(imported, COMMON)
      if (helper) routeHelpers.add(imported)
      pending.push(imported)
    }
  }
  // A route file is in the initial chunk, but its strings are only used by its head and its page
  // (the router runs the head once the page's chunks, and so their areas, have loaded; see
  // src/router.tsx): they go in an area its page loads, its "home". Layout routes (the parents of
  // other routes) and the catch-all stay common: their heads and frames are on other pages.
  const reach = routeReach(srcDir, areaOf)
  const homeOf = new Map()
  for (const { file, areas, layout } of reach) {
    if (layout || !file.endsWith('.tsx')) continue
    // A feature's own area before the shared components' one, which pages of other features load too.
    const [home] = [...areas].toSorted((a, b) => Number(a === SHARED_COMPONENTS) - Number(b === SHARED_COMPONENTS) || a.localeCompare(b))
    homeOf.set(file, home ?? ROUTE_PAGES)
  }
  const byArea = new Map()
  for (const file of files) {
    const keys = usedMessageKeys(code.get(file))
    if (keys.length === 0) continue
    const area = homeOf.get(file) ?? areaOf.get(file)
    const set = byArea.get(area) ?? new Set()
    for (const key of keys) set.add(key)
    byArea.set(area, set)
  }
  const named = new Set([...byArea.values()].flatMap((keys) => [...keys]))
  const common = new Set([...(byArea.get(COMMON) ?? []), ...allKeys.filter((key) => !named.has(key))])
  const areas = new Map()
  for (const [area, keys] of byArea) {
    if (area === COMMON) continue
    const own = [...keys].filter((key) => !common.has(key) && allKeys.includes(key))
    if (own.length) areas.set(area, new Set(own))
  }
  return { areaOf, homeOf, reach, common, areas }
}

/**
 * Each route (from src/routeTree.gen.ts: its full path, its file, whether it is a layout) with
 * the message areas of the files its file imports, transitively. The catch-all route (`/$`) is
 * left out: it would match every path.
 */
function routeReach(srcDir, areaOf) {
  const tree = readFileSync(join(srcDir, 'routeTree.gen.ts'), 'utf8')
  const fileOf = new Map(
    [...tree.matchAll(/^import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'$/gm)].map(([, name, path]) => [name, path]),
  )
  const parents = new Set([...tree.matchAll(/parentRoute: typeof (\w+)/g)].map(([, name]) => name))
  const reach = []
  for (const [, fullPath, importName] of tree.matchAll(/fullPath: '([^']+)'\s+preLoaderRoute: typeof (\w+)/g)) {
    const route = fileOf.get(importName)
    if (!route || fullPath.endsWith('/$')) continue
    const start = [`${route}.tsx`, `${route}.ts`].map((f) => join(srcDir, f)).find((f) => existsSync(f))
    if (!start) continue
    const seen = new Set([start])
    const queue = [start]
    while (queue.length) {
      const file = queue.pop()
      for (const imported of importedFiles(file, readFileSync(file, 'utf8'), srcDir)) {
        if (seen.has(imported)) continue
        seen.add(imported)
        queue.push(imported)
      }
    }
    const areas = new Set([...seen].map((file) => areaOf.get(file)).filter((area) => area && area !== COMMON))
    reach.push({ fullPath, file: start, areas, layout: parents.has(importName.replace(/Import$/, '')) })
  }
  return reach
}

/**
 * The message areas each route's page loads: those of the code its file imports, and the home of
 * its own strings (`homeOf`), both from the plan (planMessageAreas). Keyed by area: the full paths
 * of the routes whose pages need it.
 */
export function routeMessageAreas({ reach, homeOf }) {
  const byArea = new Map()
  for (const { fullPath, file, areas } of reach) {
    const home = homeOf.get(file)
    for (const area of home ? [...areas, home] : areas) {
      const paths = byArea.get(area) ?? new Set()
      paths.add(fullPath)
      byArea.set(area, paths)
    }
  }
  return byArea
}

/** A route's full path as a regular expression source for the locale-free pathname. */
export function routePathPattern(fullPath) {
  const body = fullPath
    .replace(/\/$/, '')
    .split('/')
    .slice(1)
    .map((segment) => {
      if (/^\{-\$\w+\}$/.test(segment)) return '(?:/[^/]+)?'
      if (segment.startsWith('$')) return '/[^/]+'
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
    })
    .join('')
  return `^${body}/?$`
}

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

/** A plan as one string: which keys are in which dictionary and which file is in which area. */
function planKey(plan) {
  return JSON.stringify([
    [...plan.common].toSorted(),
    [...plan.areas].map(([area, keys]) => [area, [...keys].toSorted()]).toSorted(),
    [...plan.areaOf].toSorted(),
    [...plan.homeOf].toSorted(),
  ])
}

/** `await` of an area's messages (AREAS_MODULE), before the module's own code runs. */
const areaPrelude = (area) =>
  `import { loadArea as __loadMessageArea } from '${AREAS_MODULE}'; await __loadMessageArea(${JSON.stringify(area)});`

export function paraglideLocaleSplit({ outdir = './src/paraglide', srcDir = './src', locales }) {
  const messagesDir = resolve(outdir, 'messages')
  const sourceDir = resolve(srcDir)
  /** The compiled message modules: file, local name and exported key. */
  const messageModules = () =>
    readdirSync(messagesDir)
      .filter((f) => f.endsWith('.js') && f !== '_index.js')
      .toSorted()
      .map((file) => {
        const path = resolve(messagesDir, file)
        const code = readFileSync(path, 'utf8')
        return { file, path, code, names: exportedName(code) }
      })
  // Computed once per build (and again when a source file changes in dev); `servedPlan` is the
  // one the dictionaries served so far were made from.
  let plan
  let servedPlan
  const currentPlan = () =>
    (plan ??= planMessageAreas(
      sourceDir,
      messageModules().flatMap((module) => (module.names ? [module.names.name] : [])),
    ))
  /**
   * AREAS_MODULE: `loadArea(area)`, and `loadAreasFor(pathname)`, which starts loading the areas
   * of the routes that match a path. The client entry calls it for the page it hydrates and the
   * router before each navigation (src/client.tsx, src/router.tsx), so an area's messages download
   * beside the route's code instead of after it (ADR 046). The area modules' own `await`s keep
   * it correct when a path is missed: they only wait longer.
   */
  const areasModule = () => {
    const current = currentPlan()
    const { areas } = current
    const routes = routeMessageAreas(current)
    const importers = [...areas.keys()].map((area) => {
      const branches = locales
        .map((locale) => `locale === ${JSON.stringify(locale)} ? import(${JSON.stringify(`${DICTIONARY}${locale}-${area}`)})`)
        .join(' : ')
      return `  ${JSON.stringify(area)}: (locale) => ${branches} : undefined,`
    })
    const patterns = [...routes]
      .filter(([area]) => areas.has(area))
      .map(([area, paths]) => {
        const alternatives = [...paths].map((path) => routePathPattern(path).slice(1, -1))
        return `  [${JSON.stringify(area)}, new RegExp(${JSON.stringify(`^(?:${alternatives.join('|')})$`)})],`
      })
    const prefixes = locales.map((locale) => locale.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    return `import { loadMessageArea } from '/src/lib/active-messages.ts'
const importers = {
${importers.join('\n')}
}
const routes = [
${patterns.join('\n')}
]
export function loadArea(area) {
  return loadMessageArea(area, importers[area])
}
export function loadAreasFor(pathname) {
  const path = ${prefixes.length ? `pathname.replace(/^\\/(?:${prefixes.join('|')})(?=\\/|$)/, '') || '/'` : 'pathname'}
  return Promise.all(routes.filter(([, pattern]) => pattern.test(path)).map(([area]) => loadArea(area)))
}
`
  }
  return {
    name: 'paraglide-locale-split',
    // dist/message-areas.json (not served): each dictionary's chunk and each area's route
    // patterns, so that bench:first-load counts the dictionaries a page loads, and only those.
    writeBundle(options, bundle) {
      if (this.environment?.name !== 'client' || !options.dir) return
      const chunks = {}
      for (const chunk of Object.values(bundle)) {
        const id = chunk.type === 'chunk' ? chunk.facadeModuleId : undefined
        if (id?.startsWith(`\0${DICTIONARY}`)) chunks[id.slice(DICTIONARY.length + 1)] = `/${chunk.fileName}`
      }
      const current = currentPlan()
      const { areas } = current
      const patterns = Object.fromEntries(
        [...routeMessageAreas(current)]
          .filter(([area]) => areas.has(area))
          .map(([area, paths]) => [area, [...paths].map(routePathPattern)]),
      )
      writeFileSync(join(options.dir, '..', 'message-areas.json'), `${JSON.stringify({ chunks, patterns }, null, 2)}\n`)
    },
    watchChange(id) {
      if (id.startsWith(sourceDir)) plan = undefined
    },
    // Dev: an edit that moves keys between dictionaries (a new `m.key` in a feature file, a new
    // import) reloads the page with fresh dictionaries; the loaded ones cannot take new keys.
    hotUpdate({ file }) {
      if (this.environment.name !== 'client' || !servedPlan || !file.startsWith(sourceDir + '/')) return undefined
      plan = undefined
      if (planKey(servedPlan) === planKey(currentPlan())) return undefined
      const graph = this.environment.moduleGraph
      for (const module of graph.idToModuleMap.values()) {
        if (module.id?.startsWith(`\0${DICTIONARY}`)) graph.invalidateModule(module)
      }
      servedPlan = undefined
      this.environment.hot.send({ type: 'full-reload' })
      return []
    },
    resolveId(id) {
      return id.startsWith(DICTIONARY) || id === AREAS_MODULE ? `\0${id}` : undefined
    },
    load(id) {
      if (id === `\0${AREAS_MODULE}`) {
        return this.environment?.name === 'client'
          ? areasModule()
          : 'export const loadArea = async () => {}\nexport const loadAreasFor = async () => {}\n'
      }
      if (!id.startsWith(`\0${DICTIONARY}`)) return undefined
      // `<locale>` or `<locale>-<area>` (the chunk is named after it: en-US-cart-….js).
      const name = id.slice(DICTIONARY.length + 1)
      const locale = locales.find((l) => name === l || name.startsWith(`${l}-`))
      if (!locale) this.error(`paraglide-locale-split: no locale in ${name}`)
      const area = name === locale ? COMMON : name.slice(locale.length + 1)
      const { common, areas } = (servedPlan = currentPlan())
      const wanted = area === COMMON ? common : areas.get(area)
      if (!wanted) this.error(`paraglide-locale-split: no message area ${area}`)
      const lines = []
      for (const { file, path, code, names } of messageModules()) {
        this.addWatchFile(path)
        if (names && !wanted.has(names.name)) continue
        const fn = names && localeFunction(code, locale, names.local)
        if (!fn) this.error(`paraglide-locale-split: no ${locale} function in ${basename(file)}`)
        lines.push(`const ${names.local} = ${fn}`, `export { ${names.local} as ${JSON.stringify(names.name)} }`)
      }
      return lines.join('\n')
    },
    transform(code, id) {
      if (this.environment?.name !== 'client') return undefined
      const path = id.split('?')[0]
      if (MESSAGES_INDEX.test(path)) return { code: CLIENT_MESSAGES_INDEX, map: null }
      if (RUNTIME.test(path)) return { code: clientRuntime(code), map: null }
      if (path.startsWith(sourceDir + '/') && SOURCE_FILE.test(path) && !MESSAGE_MODULE.test(path)) {
        const { areaOf, homeOf, areas } = currentPlan()
        // A route's split parts (its page component, its error and not-found components) wait
        // for its strings' home area; the route module itself is in the initial chunk.
        const area = (id.includes('tsr-split=') && homeOf.get(path)) || areaOf.get(path) || COMMON
        const areaKeys = areas.get(area)
        if (!areaKeys || !usedMessageKeys(code).some((key) => areaKeys.has(key))) return undefined
        // Prepended: imports are hoisted, so the await runs before this module's own code.
        // On the first line, so the module's other lines keep their numbers (the map stays valid).
        return { code: areaPrelude(area) + code, map: null }
      }
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
