// The layer rules of design.md's Layout table, as an oxlint JS plugin (oxlint has no
// import/no-restricted-paths zones). Rule `boundaries/layers` fails on:
//   - a feature importing another feature (src/features/a → src/features/b);
//   - shared code importing a feature (src/lib, src/components, src/api → src/features);
//   - client code importing server code (src/features, src/routes, src/lib, src/components →
//     a `*.server` module or anything under src/server). Type-only imports are allowed: they
//     leave no code in the bundle;
//   - the contract and the generated client (src/api) importing server code, except the SSR
//     bridge: src/api/client/request.ts loads the app's API (src/server/app) and the handler's
//     error class (src/server/http/handler) by dynamic import, on the server only;
//   - client code importing the generated client's barrel (src/api/client.gen) for code: each
//     page takes the calls of its groups from src/api/client/<group>.gen, or the barrel puts
//     every endpoint of the app into the page's first load (ADR 050);
//   - src/lib importing the generated client (src/api/client.gen, src/api/client/*) for code:
//     calls and their cache belong to a feature's api/queries.ts;
//   - a server domain importing another domain (src/server/a → src/server/b). Allowed: the shared
//     layers (db, http, the modules at src/server's root) and the services no domain owns
//     (auth, sms, mail, wechat), and another domain's public module, listed in PUBLIC below
//     (design.md, Layout: what two domains share moves into one of them as its public module);
//   - a shared layer (db, http) importing a domain: they sit below every domain. The composition
//     root (src/server/app: the handler registry, the app's and the tests' API, the server routes)
//     and the demo seed (src/server/seed) may import any domain; no domain imports them.
// Paths are read relative to the last `src/` segment of the file, so fixtures under
// scripts/lint/fixtures/src/... behave like the app (scripts/lint/boundaries.test.ts).
import path from 'node:path'

const CLIENT = /^(features|routes|lib|components)\//
const SHARED = /^(lib|components|api)\//
/** The one module of src/api that reaches the server: SSR's in-process API calls. */
const SSR_BRIDGE = 'api/client/request.ts'

/** Server folders every domain may use: the shared layers and the services no domain owns. */
const SERVER_SHARED = new Set(['db', 'http', 'auth', 'sms', 'mail', 'wechat'])
/** The layers below every domain: they import only each other and the services. */
const SERVER_LAYERS = new Set(['db', 'http'])
/** The composition root and the seed: they wire or fill every domain. */
const COMPOSITION = new Set(['app', 'seed'])

/**
 * Each domain's public modules (paths below its folder, without extension): the only files
 * another domain may import. A domain without an entry shares nothing.
 */
export const PUBLIC = {
  catalogue: ['products.server'],
  brands: ['brand-cards.server', 'brand-applications.server'],
  pavilions: ['pavilion-cards.server'],
  search: ['search.server', 'list'],
  events: ['public.server'],
  live: ['publish.server', 'public.server'],
  inquiries: ['public.server'],
  reports: ['metrics.server'],
  notifications: ['notify.server'],
}

/** The file's path below its `src/` folder, or null outside one. */
function srcRelative(file) {
  const normal = file.split(path.sep).join('/')
  const at = normal.lastIndexOf('/src/')
  return at === -1 ? null : { root: normal.slice(0, at + 5), rel: normal.slice(at + 5) }
}

/** Where `specifier` points below src/ (null for packages). */
export function targetOf(specifier, fromRel) {
  if (specifier.startsWith('@/')) return path.posix.normalize(specifier.slice(2))
  if (specifier.startsWith('.')) {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), specifier))
    return resolved.startsWith('../') ? null : resolved
  }
  return null
}

/** The broken rule's message, or null when `fromRel` (below src/) may import `specifier`. */
export function violation(fromRel, specifier, typeOnly = false, dynamic = false) {
  const target = targetOf(specifier, fromRel)
  if (target === null) return null
  const fromFeature = fromRel.match(/^features\/([^/]+)\//)?.[1]
  const toFeature = target.match(/^features\/([^/]+)(\/|$)/)?.[1]
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `features never import other features: features/${fromFeature} imports features/${toFeature}; move the shared part to src/lib or src/components`
  }
  if (!fromFeature && toFeature && SHARED.test(fromRel)) {
    return `shared code (${fromRel.split('/')[0]}) never imports a feature: ${specifier}`
  }
  if (!typeOnly && CLIENT.test(fromRel) && (/\.server(\.tsx?)?$/.test(target) || target.startsWith('server/'))) {
    return `client code never imports server code: ${specifier} (call it through the generated client, or a server function)`
  }
  if (!typeOnly && fromRel.startsWith('api/') && (/\.server(\.tsx?)?$/.test(target) || target.startsWith('server/'))) {
    const bridge = dynamic && fromRel === SSR_BRIDGE && /^server\/(app\/app-api\.server|http\/handler)(\.tsx?)?$/.test(target)
    if (!bridge) {
      return `the contract and the generated client never import server code: ${specifier} (only ${SSR_BRIDGE} reaches the app's API, by dynamic import, for SSR)`
    }
  }
  if (!typeOnly && CLIENT.test(fromRel) && /^api\/client\.gen(\.ts)?$/.test(target)) {
    return `import the generated client per group (@/api/client/<group>.gen), not ${specifier}: the barrel puts every endpoint into the page's first load`
  }
  if (!typeOnly && fromRel.startsWith('lib/') && /^api\/client(\.gen(\.ts)?$|\/)/.test(target)) {
    return `src/lib never imports the generated client (${specifier}): calls and their cache keys go in a feature's api/queries.ts`
  }
  // Tests may set up state through other domains.
  const fromDomain = /\.test\.tsx?$/.test(fromRel) ? undefined : fromRel.match(/^server\/([^/]+)\//)?.[1]
  const toDomain = target.match(/^server\/([^/]+)\/(.+?)(\.tsx?)?$/)
  if (!typeOnly && fromDomain && !COMPOSITION.has(fromDomain) && toDomain && COMPOSITION.has(toDomain[1])) {
    return `only the server's entry imports the composition root or the seed: server/${fromDomain} imports server/${toDomain[1]}/${toDomain[2]}`
  }
  if (!typeOnly && fromDomain && SERVER_LAYERS.has(fromDomain) && toDomain && !SERVER_SHARED.has(toDomain[1])) {
    return `server/${fromDomain} sits below every domain and imports none: it imports server/${toDomain[1]}/${toDomain[2]} (wire it in src/server/app)`
  }
  if (
    !typeOnly &&
    fromDomain &&
    !SERVER_SHARED.has(fromDomain) &&
    !COMPOSITION.has(fromDomain) &&
    toDomain &&
    toDomain[1] !== fromDomain &&
    !SERVER_SHARED.has(toDomain[1])
  ) {
    const [, domain, module] = toDomain
    if (!(PUBLIC[domain] ?? []).includes(module)) {
      return `server domains never import another domain's internals: server/${fromDomain} imports server/${domain}/${module}; use its public module (${(PUBLIC[domain] ?? ['none']).join(', ')}) or move the shared part to src/server/db`
    }
  }
  return null
}

const layers = {
  create(context) {
    const where = srcRelative(context.filename)
    if (!where) return {}
    const check = (node, source, typeOnly, dynamic = false) => {
      if (!source || typeof source.value !== 'string') return
      const message = violation(where.rel, source.value, typeOnly, dynamic)
      if (message) context.report({ node: source, message })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source, false, true),
    }
  },
}

export default { meta: { name: 'boundaries' }, rules: { layers } }
