import { constants, locales, type Locale } from '../../app.config'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as ReadonlyArray<string>).includes(value)
}

/** The API's `lan` parameter for a locale (design.md: cn for zh-CN, en for en-US). */
export function apiLanguage(locale: Locale): 'cn' | 'en' {
  return locale === 'zh-CN' ? 'cn' : 'en'
}

/** Maps one Accept-Language tag onto a supported locale, if any. */
function localeForTag(tag: string): Locale | undefined {
  const t = tag.toLowerCase()
  if (t === 'zh' || t.startsWith('zh-')) return 'zh-CN'
  if (t === 'en' || t.startsWith('en-')) return 'en-US'
  return undefined
}

/** The supported locale the browser prefers most, by q-value then order; undefined if none. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';')
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const q = qParam ? Number(qParam.slice(2)) : 1
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index }
    })
    .filter((e) => e.tag && e.q > 0)
    .toSorted((a, b) => b.q - a.q || a.index - b.index)
  for (const entry of ranked) {
    const locale = localeForTag(entry.tag)
    if (locale) return locale
  }
  return undefined
}

/**
 * First-visit locale: the locale cookie, then Accept-Language, then the base locale
 * (spec §2: cookie → browser language → fallback → en-US).
 */
export function negotiateLocale(input: { cookie?: string; acceptLanguage?: string | null }): {
  locale: Locale
  source: 'cookie' | 'accept-language' | 'default'
} {
  if (isLocale(input.cookie)) return { locale: input.cookie, source: 'cookie' }
  const fromHeader = localeFromAcceptLanguage(input.acceptLanguage)
  if (fromHeader) return { locale: fromHeader, source: 'accept-language' }
  return { locale: constants.locale.base, source: 'default' }
}

const ZH_PREFIX = '/zh-CN'

/** The locale a URL path is in, and the path without the locale prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === ZH_PREFIX || pathname.startsWith(`${ZH_PREFIX}/`)) {
    return { locale: 'zh-CN', path: pathname.slice(ZH_PREFIX.length) || '/' }
  }
  return { locale: 'en-US', path: pathname || '/' }
}

export function localizePath(path: string, locale: Locale): string {
  if (locale === 'en-US') return path
  return path === '/' ? ZH_PREFIX : `${ZH_PREFIX}${path}`
}
