export type Device = 'pc' | 'mobile'

// Spec §1: mobile for Android, webOS, iPhone, iPod, tablet, BlackBerry or Mobile; otherwise pc.
const MOBILE_UA = /Android|webOS|iPhone|iPod|tablet|BlackBerry|Mobile/i

export function deviceType(userAgent: string | null | undefined): Device {
  return userAgent && MOBILE_UA.test(userAgent) ? 'mobile' : 'pc'
}

/** Whether a path (without the locale prefix) is a page of the mobile variant. */
export function isMobilePath(pathname: string): boolean {
  return pathname === '/mobile' || pathname.startsWith('/mobile/')
}

export function isDevice(value: unknown): value is Device {
  return value === 'pc' || value === 'mobile'
}

/** Desktop routes that have a mobile twin, and the twin's path. */
const MOBILE_TWINS: Record<string, string> = {
  '/': '/mobile',
  '/about': '/mobile/about',
  '/exhibition': '/mobile/exhibition',
  '/nationalPavilion': '/mobile/nationalPavilion',
  '/newAbout': '/mobile/newAbout',
  '/pricing': '/mobile/pricing',
  '/solution': '/mobile/solution',
  '/trial-sales': '/mobile/trial-sales',
  // Accounts: login, role choice and registration have mobile layouts.
  '/login': '/mobile/login',
  '/loginRole': '/mobile/loginRole',
  '/login/registerHome': '/mobile/login/registerHome',
}
const DESKTOP_TWINS: Record<string, string> = Object.fromEntries(Object.entries(MOBILE_TWINS).map(([desktop, mobile]) => [mobile, desktop]))

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/** The /mobile twin of a desktop path, if it has one. */
export function mobileTwin(path: string): string | undefined {
  return MOBILE_TWINS[trimSlash(path)]
}

/** The desktop twin of a /mobile page (an unknown /mobile path has none, and is a 404). */
export function desktopTwin(path: string): string | undefined {
  return DESKTOP_TWINS[trimSlash(path)]
}

/**
 * Desktop paths whose phone twin a phone gets at the same URL, without a redirect (ADR 051): the
 * home page, which most visits start at and which links and search results name as `/`. The
 * router renders the twin in place (src/router.tsx); the page varies by User-Agent and Cookie
 * as every page does, and the twin's canonical is this path.
 */
const PHONE_TWINS_IN_PLACE: ReadonlySet<string> = new Set(['/'])

/** The /mobile route a phone is shown at this path without a redirect, if any. */
export function phoneTwinInPlace(path: string): string | undefined {
  const trimmed = trimSlash(path)
  return PHONE_TWINS_IN_PLACE.has(trimmed) ? MOBILE_TWINS[trimmed] : undefined
}

/** The path a phone is shown this /mobile route at, if it is one shown in place (`/mobile` → `/`). */
export function inPlacePathOf(phoneRoute: string): string | undefined {
  const desktop = desktopTwin(phoneRoute)
  return desktop !== undefined && PHONE_TWINS_IN_PLACE.has(desktop) ? desktop : undefined
}

/** The path of the same page in the other site variant (for the visible switch). */
export function twinFor(path: string, target: Device): string {
  // Every page has the phone layout: a page without a /mobile twin stays where it is.
  // The phone home is shown at `/` itself (ADR 051).
  if (target === 'mobile') return phoneTwinInPlace(path) ? path : (mobileTwin(path) ?? path)
  return desktopTwin(path) ?? (path.startsWith('/mobile') ? '/' : path)
}
