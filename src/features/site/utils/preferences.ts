import { constants, type Locale, type PublicConfig } from '../../../../app.config'
import { serializePreferenceCookie } from '@/lib/cookies'
import { twinFor, type Device } from '@/lib/device'
import { localizePath, splitLocalePath } from '@/lib/locale'

type CookiePolicy = PublicConfig['cookie']

function writeCookie(name: string, value: string, maxAge: number, policy: CookiePolicy) {
  document.cookie = serializePreferenceCookie(name, value, maxAge, policy)
}

/** Stores the locale choice (cookie for the server, curLang for the app). */
export function rememberLocale(locale: Locale, policy: CookiePolicy): void {
  writeCookie(constants.locale.cookieName, locale, constants.locale.cookieMaxAgeSeconds, policy)
  rememberCurLang(locale)
}

/** curLang (spec §3): the current language, kept in localStorage for the app. */
export function rememberCurLang(locale: Locale): void {
  try {
    window.localStorage.setItem(constants.locale.storageKey, locale)
  } catch {
    // Storage can be disabled (private mode); the cookie still carries the choice.
  }
}

/** Reloads the current page, with its search params, in another locale. */
export function switchLocale(locale: Locale, policy: CookiePolicy): void {
  rememberLocale(locale, policy)
  const { path } = splitLocalePath(window.location.pathname)
  window.location.assign(localizePath(path, locale) + window.location.search + window.location.hash)
}

/** The visible desktop/mobile switch: the cookie overrides the user-agent redirect. */
export function switchVariant(target: Device, policy: CookiePolicy): void {
  writeCookie(constants.device.cookieName, target, constants.device.cookieMaxAgeSeconds, policy)
  const { locale, path } = splitLocalePath(window.location.pathname)
  window.location.assign(localizePath(twinFor(path, target), locale) + window.location.search)
}
