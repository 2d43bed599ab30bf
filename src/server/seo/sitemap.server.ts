/**
 * sitemap.xml and robots.txt. The sitemap lists the public pages, every pavilion, brand profile
 * and product, each in both languages with hreflang alternates (Google's xhtml:link form). It
 * is built from the database on demand and kept until a catalogue write invalidates it.
 */
import { and, asc, lte } from 'drizzle-orm'
import type { Database } from '../db/client.server'
import { articles, brands, pavilions, products } from '../db/schema'
import { localizePath } from '@/lib/locale'
import { liveInAny } from '../db/content-live.server'

/** Public, indexable pages without params (internal, personal and login pages are left out). */
export const SITEMAP_PAGES = [
  '/',
  '/nationalPavilion',
  '/brand',
  '/newBrand',
  '/export/brandList',
  '/product',
  '/bigGoodsList',
  '/halal',
  '/exhibition',
  '/exhibitionList',
  '/about',
  '/aboutTD',
  '/newAbout',
  '/introduction',
  '/cases',
  '/certification',
  '/column',
  '/solution',
  '/pricing',
  '/partnership',
  '/b2b',
  '/grower',
  '/trial-sales',
  '/consignment',
  '/packing',
  '/buyer',
] as const

/** Tags of the data the sitemap lists: a write that invalidates one rebuilds it. */
export const SITEMAP_TAGS = ['brands', 'products', 'pavilions', 'countries', 'articles', 'content']

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

function entry(origin: string, path: string): string {
  const en = escapeXml(origin + localizePath(path, 'en-US'))
  const zh = escapeXml(origin + localizePath(path, 'zh-CN'))
  const alternates =
    `<xhtml:link rel="alternate" hreflang="en-US" href="${en}"/>` +
    `<xhtml:link rel="alternate" hreflang="zh-CN" href="${zh}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`
  return `<url><loc>${en}</loc>${alternates}</url>\n<url><loc>${zh}</loc>${alternates}</url>\n`
}

/** Every sitemap path (without locale prefix), pages first. */
export async function sitemapPaths(db: Database['db']): Promise<Array<string>> {
  const [pavilionRows, brandRows, productRows, articleRows] = await Promise.all([
    db.select({ country: pavilions.countryCode }).from(pavilions).orderBy(asc(pavilions.sort), asc(pavilions.countryCode)),
    db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)),
    db.select({ id: products.id }).from(products).orderBy(asc(products.id)),
    // Published articles (the column's detail pages).
    db
      .select({ id: articles.id })
      .from(articles)
      .where(and(lte(articles.publishedAt, new Date()), liveInAny('article', articles.id)))
      .orderBy(asc(articles.id)),
  ])
  return [
    ...SITEMAP_PAGES,
    ...pavilionRows.map((p) => `/brandPavilion?country=${p.country}`),
    ...brandRows.map((b) => `/brand?id=${b.id}`),
    ...productRows.map((p) => `/product/detail?id=${p.id}`),
    ...articleRows.map((a) => `/column/detail?id=${a.id}`),
  ]
}

export function sitemapXml(origin: string, paths: ReadonlyArray<string>): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    paths.map((path) => entry(origin, path)).join('') +
    '</urlset>\n'
  )
}

export function robotsTxt(origin: string): string {
  const internal = ['/test', '/pixel', '/wechat-standin/'].flatMap((path) => [path, localizePath(path, 'zh-CN')])
  return ['User-agent: *', ...internal.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}
