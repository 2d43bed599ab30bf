import { defaultStringifySearch } from '@tanstack/react-router'
import type { PublicConfig } from '../../../../app.config'
import { desktopTwin } from '@/lib/device'
import { hasFreeText } from '@/lib/free-text'
import { localizePath } from '@/lib/locale'
import { getLocale } from '@/paraglide/runtime'

type HeadMatch = { loaderData?: unknown; pathname?: string; search?: unknown }

/** Search params that never belong in a canonical URL: tracking, and the personal QR-login return. */
const NOT_CANONICAL = /^(?:utm_.*|gclid|fbclid|msclkid|code|state|type|activity_id|wechat_ticket|redirect)$/i

function configFrom(matches: ReadonlyArray<HeadMatch>): PublicConfig | undefined {
  return matches[0]?.loaderData as PublicConfig | undefined
}

/** The site name, from the root loader's public configuration (the first match). */
export function siteNameFrom(matches: ReadonlyArray<HeadMatch>): string | undefined {
  return configFrom(matches)?.siteName[getLocale()]
}

/**
 * The page's canonical path (without locale prefix) and search: a /mobile page points at its
 * desktop twin; tracking and login-return params are dropped.
 */
export function canonicalParts(match: HeadMatch | undefined): { path: string; search: string } {
  const pathname = match?.pathname ?? '/'
  const path = pathname.startsWith('/mobile') ? (desktopTwin(pathname) ?? pathname) : pathname
  const kept: Record<string, unknown> = {}
  const search = (match?.search ?? {}) as Record<string, unknown>
  for (const key of Object.keys(search).toSorted()) {
    if (!NOT_CANONICAL.test(key) && search[key] !== undefined && search[key] !== '') kept[key] = search[key]
  }
  return { path: path.length > 1 ? path.replace(/\/$/, '') : path, search: defaultStringifySearch(kept) }
}

export type BreadcrumbItem = { name: string; path: string }

/**
 * A page's <head>: "Title | Site", description, canonical URL and hreflang alternates (absolute,
 * from the configured or requested origin), Open Graph and Twitter tags, noindex for internal
 * pages, and JSON-LD: a BreadcrumbList from `breadcrumbs` plus any page-specific `jsonLd`
 * (e.g. a Product). Organization and WebSite come from the root route.
 */
export function pageHead(input: {
  matches: ReadonlyArray<HeadMatch>
  title: string
  description?: string
  noindex?: boolean
  /** An absolute or site-relative image for Open Graph (e.g. the product's main picture). */
  image?: string
  ogType?: 'website' | 'product' | 'article' | 'profile'
  breadcrumbs?: ReadonlyArray<BreadcrumbItem>
  jsonLd?: ReadonlyArray<Record<string, unknown>>
}) {
  const config = configFrom(input.matches)
  const site = config?.siteName[getLocale()]
  const origin = config?.origin ?? ''
  const locale = getLocale()
  const title = site ? `${input.title} | ${site}` : input.title
  const { path, search } = canonicalParts(input.matches.at(-1))
  const absolute = (p: string) => (/^https?:/.test(p) ? p : `${origin}${p}`)
  const canonical = absolute(localizePath(path, locale) + search)

  const meta: Array<Record<string, string>> = [{ title }]
  if (input.description) meta.push({ name: 'description', content: input.description })
  const searched = (input.matches.at(-1)?.search ?? {}) as Record<string, unknown>
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex, nofollow' })
  // Results for a typed keyword are internal search pages: not indexed, their links followed.
  else if (hasFreeText((name) => searched[name])) meta.push({ name: 'robots', content: 'noindex, follow' })
  const image = absolute(input.image ?? '/icons/icon-512.png')
  meta.push(
    { property: 'og:type', content: input.ogType ?? 'website' },
    { property: 'og:title', content: input.title },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: locale.replace('-', '_') },
    { property: 'og:locale:alternate', content: locale === 'en-US' ? 'zh_CN' : 'en_US' },
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
  )
  if (site) meta.push({ property: 'og:site_name', content: site })
  if (input.description) meta.push({ property: 'og:description', content: input.description })

  const links = [
    { rel: 'canonical', href: canonical },
    { rel: 'alternate', hrefLang: 'en-US', href: absolute(localizePath(path, 'en-US') + search) },
    { rel: 'alternate', hrefLang: 'zh-CN', href: absolute(localizePath(path, 'zh-CN') + search) },
    { rel: 'alternate', hrefLang: 'x-default', href: absolute(localizePath(path, 'en-US') + search) },
  ]

  const data: Array<Record<string, unknown>> = [...(input.jsonLd ?? [])]
  if (input.breadcrumbs?.length) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: input.breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absolute(localizePath(crumb.path, locale)),
      })),
    })
  }
  const scripts = data.map((item) => ({ type: 'application/ld+json', children: jsonForScript(item) }))
  return { meta, links, scripts }
}

/** What a Product's JSON-LD needs of a product (the product detail API's answer fits). */
export type ProductForJsonLd = {
  id: number
  name: string
  description: string
  images: ReadonlyArray<string>
  unit: string
  moq: number
  price_min: number
  price_max: number
  currency: string
  category: { name: string }
  origin: { name: string }
  brand: { name: string }
  certificates: ReadonlyArray<{ type: string; issuer: string; number: string; valid_from: string; valid_to: string }>
}

/**
 * schema.org Product: brand, origin, an AggregateOffer (the price range, the MOQ as the eligible
 * quantity) and each valid certificate as a Certification with its issuer, number and validity.
 * `certificateName` names a certificate type in the page's language; `url` is the canonical URL.
 */
export function productJsonLd(
  product: ProductForJsonLd,
  { url, origin, certificateName }: { url: string; origin: string; certificateName: (type: string) => string },
): Record<string, unknown> {
  const absolute = (p: string) => (/^https?:/.test(p) ? p : `${origin}${p}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: String(product.id),
    url,
    ...(product.images.length ? { image: product.images.map(absolute) } : {}),
    category: product.category.name,
    brand: { '@type': 'Brand', name: product.brand.name },
    countryOfOrigin: { '@type': 'Country', name: product.origin.name },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: product.currency,
      lowPrice: product.price_min,
      highPrice: product.price_max,
      offerCount: 1,
      availability: 'https://schema.org/InStock',
      url,
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: product.moq, unitText: product.unit },
      seller: { '@type': 'Organization', name: product.brand.name },
    },
    ...(product.certificates.length
      ? {
          hasCertification: product.certificates.map((cert) => ({
            '@type': 'Certification',
            name: certificateName(cert.type),
            certificationIdentification: cert.number,
            issuedBy: { '@type': 'Organization', name: cert.issuer },
            validFrom: cert.valid_from,
            expires: cert.valid_to,
          })),
        }
      : {}),
  }
}

/** The canonical URL pageHead gives the last match (for JSON-LD that names the page itself). */
export function canonicalUrl(matches: ReadonlyArray<HeadMatch>): string {
  const { path, search } = canonicalParts(matches.at(-1))
  return `${configFrom(matches)?.origin ?? ''}${localizePath(path, getLocale()) + search}`
}

/** JSON for a <script> element: `<` escaped so text from the data cannot close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** Organization and WebSite (with the site search) for every page, from the root's config. */
export function siteJsonLd(config: PublicConfig | undefined): Array<Record<string, unknown>> {
  if (!config?.origin) return []
  const locale = getLocale()
  const name = config.siteName[locale]
  const home = `${config.origin}${localizePath('/', locale)}`
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name,
      alternateName: config.siteName[locale === 'en-US' ? 'zh-CN' : 'en-US'],
      url: home,
      logo: `${config.origin}/icons/icon-512.png`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name,
      url: home,
      inLanguage: locale,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${config.origin}${localizePath('/product', locale)}?keyword={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  ]
}
