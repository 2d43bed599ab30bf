import { constants } from '../../app.config'
import { parseCookies, serializePreferenceCookie, type CookiePolicy } from './cookies'
import { desktopTwin, deviceType, inPlacePathOf, isDevice, mobileTwin, phoneTwinInPlace, type Device } from './device'
import { localizePath, negotiateLocale, splitLocalePath } from './locale'

/** Paths that are never pages: APIs, server functions, built assets and files. */
export function isPageRequest(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (/^\/(?:newApi|api|_serverFn|_build|assets)(?:\/|$)/i.test(pathname)) return false
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  return !last.includes('.')
}

/** The device a request is served as: the visible site switch's cookie wins over the user agent. */
export function effectiveDevice(headers: Headers, cookies = parseCookies(headers.get('cookie'))): Device {
  const preference = cookies[constants.device.cookieName]
  return isDevice(preference) ? preference : deviceType(headers.get('user-agent'))
}

/** Where a phone on this path goes, if anywhere: the /mobile twin, or `/` for the phone home. */
function phoneTwin(path: string): string | undefined {
  if (phoneTwinInPlace(path)) return undefined
  return inPlacePathOf(path) ?? mobileTwin(path)
}

export type PreRouting = { status: 302; location: string; setCookie?: string }

/**
 * Decides, before SSR, whether a page request must be redirected:
 * - a first visit to an unprefixed (en-US) path whose cookie or Accept-Language says zh-CN
 *   goes to its /zh-CN twin, and the negotiated locale is stored in the cookie;
 * - a phone on a desktop route with a /mobile twin goes to the twin, a pc on /mobile/* goes
 *   to the desktop twin, unless the site-variant cookie says otherwise; a phone on `/` is shown
 *   the phone home in place, and a phone on `/mobile` goes to `/` (ADR 051).
 * Both are folded into one redirect, so there is never a chain.
 */
export function preRoute(request: Request, policy: CookiePolicy, url = new URL(request.url)): PreRouting | undefined {
  if (!isPageRequest(request.method, url.pathname)) return undefined

  const { locale: urlLocale, path } = splitLocalePath(url.pathname)
  const cookies = parseCookies(request.headers.get('cookie'))
  const device = effectiveDevice(request.headers, cookies)
  const twin = device === 'mobile' ? phoneTwin(path) : desktopTwin(path)

  let locale = urlLocale
  let setCookie: string | undefined
  if (urlLocale === constants.locale.base) {
    const cookie = cookies[constants.locale.cookieName]
    const negotiated = negotiateLocale({ cookie, acceptLanguage: request.headers.get('accept-language') })
    if (negotiated.locale !== urlLocale) {
      locale = negotiated.locale
      if (negotiated.source !== 'cookie') {
        setCookie = serializePreferenceCookie(constants.locale.cookieName, negotiated.locale, constants.locale.cookieMaxAgeSeconds, policy)
      }
    }
  }

  if (!twin && locale === urlLocale) return undefined
  const location = localizePath(twin ?? path, locale) + url.search
  return { status: 302, location, setCookie }
}
