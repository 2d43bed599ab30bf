/**
 * Route rules from the build's metadata (/_build/meta/<build id>.json, written from
 * route-rules.json at build time): redirects a deploy may add. The root route applies them
 * before loading a page; they arrive with the deferred app services.
 *
 *   { "/old": { "redirect": "/new" }, "/legacy/**": { "redirect": { "to": "/b2b" } } }
 */
export type RouteRule = { redirect?: string | { to: string } }
export type RouteRules = Record<string, RouteRule>

let active: RouteRules = {}

export function setRouteRules(rules: RouteRules): void {
  active = rules
}

function target(rule: RouteRule | undefined): string | undefined {
  return typeof rule?.redirect === 'string' ? rule.redirect : rule?.redirect?.to
}

/** The redirect target for a path (exact rules win over `/**` prefixes, longest prefix first). */
export function routeRuleRedirect(path: string, rules: RouteRules = active): string | undefined {
  const exact = target(rules[path])
  if (exact) return exact
  const prefixes = Object.keys(rules)
    .filter((pattern) => pattern.endsWith('/**'))
    .toSorted((a, b) => b.length - a.length)
  for (const pattern of prefixes) {
    const base = pattern.slice(0, -3)
    if (path === base || path.startsWith(`${base}/`)) return target(rules[pattern])
  }
  return undefined
}
