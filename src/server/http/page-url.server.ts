/**
 * What a page URL may carry before it is rendered or looked up in the page cache (ADR 068;
 * 7):
 * - the API's session keys (`Authorization`, `Mobile_key`, any case) never: the request is
 *   redirected to the same URL without them, with `no-store` and `no-referrer`, before anything
 *   renders, caches or logs it;
 * - only the search params its routes declare (the keys of each matched route's validateSearch
 *   schema, read from the router): any other is redirected away, so neither the render nor the
 *   cache key sees it. The WeChat login return's params pass (that page is never cached);
 * - no value over MAX_VALUE_LENGTH characters: 400, naming the param, in the page's language.
 */
import { PERSONAL_PARAMS } from './page-cache.server'
import { describeIssue } from './messages'
import { apiLanguage, splitLocalePath } from '@/lib/locale'

/** The API's session keys, which must never stay in a page URL. */
const SESSION_KEY = /^(?:authorization|mobile_key)$/i
/** The longest value a page's search param may have (the longest declared one, a keyword, is far shorter). */
export const MAX_VALUE_LENGTH = 256

/** A route as the router's getMatchedRoutes gives it: its validateSearch, if any. */
type MatchedRoute = { options: { validateSearch?: unknown } }
/** The routes a path matches, root first (`router.getMatchedRoutes(path)[0]`). */
export type RouteMatcher = (path: string) => ReadonlyArray<MatchedRoute>

const declaredByRoute = new WeakMap<MatchedRoute, ReadonlySet<string> | null>()

/**
 * The search keys a route declares: the keys of its validateSearch object schema (zod's public
 * `shape`); none without validateSearch; null (anything goes) for a validator that is not an
 * object schema.
 */
function declaredKeys(route: MatchedRoute): ReadonlySet<string> | null {
  let keys = declaredByRoute.get(route)
  if (keys === undefined) {
    const schema = route.options.validateSearch as { shape?: unknown } | undefined
    if (!schema) keys = new Set()
    else if (schema.shape && typeof schema.shape === 'object') keys = new Set(Object.keys(schema.shape))
    else keys = null
    declaredByRoute.set(route, keys)
  }
  return keys
}

export type PageUrlVerdict =
  /** Redirect to `location`; `secret`: the URL carried a session key (no-store, no-referrer). */
  { kind: 'redirect'; location: string; secret: boolean } | { kind: 'refuse'; response: Response } | undefined

/** The verdict on a page request's URL (undefined: render it as it is). `path` is the route path (locale prefix removed, in-place twin applied). */
export function checkPageUrl(url: URL, path: string, matchRoutes: RouteMatcher): PageUrlVerdict {
  if (url.search === '') return undefined
  let secret = false
  let allowed: Set<string> | null = new Set(PERSONAL_PARAMS)
  for (const route of matchRoutes(path)) {
    const keys = declaredKeys(route)
    if (keys === null) allowed = null
    else if (allowed) for (const key of keys) allowed.add(key)
  }
  const kept = new URLSearchParams()
  let dropped = false
  for (const [name, value] of url.searchParams) {
    if (SESSION_KEY.test(name)) secret = dropped = true
    else if (allowed && !allowed.has(name)) dropped = true
    else if (value.length > MAX_VALUE_LENGTH) return { kind: 'refuse', response: tooLong(name, url) }
    else kept.append(name, value)
  }
  if (!dropped) return undefined
  const search = kept.toString()
  return { kind: 'redirect', location: `${url.pathname}${search ? `?${search}` : ''}`, secret }
}

function tooLong(name: string, url: URL): Response {
  const lan = apiLanguage(splitLocalePath(url.pathname).locale)
  const text = describeIssue({ code: 'too_big', origin: 'string', maximum: MAX_VALUE_LENGTH, path: [name], input: '', message: '' }, lan)
  return new Response(text, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** The redirect for a verdict: never stored, and a URL that carried a key is not sent on as a Referer. */
export function pageUrlRedirect(verdict: { location: string; secret: boolean }): Response {
  const headers = new Headers({ location: verdict.location, 'cache-control': 'no-store' })
  if (verdict.secret) headers.set('referrer-policy', 'no-referrer')
  return new Response(null, { status: 302, headers })
}
