import en from '../messages/en-US.json' with { type: 'json' }
import zh from '../messages/zh-CN.json' with { type: 'json' }
import { seedPages } from '../src/server/seed/seed-content'

type Messages = Record<string, string>

/** Pages that need a login: an anonymous visitor is sent to /login?redirect=<page> after hydration. */
const NEEDS_LOGIN = new Set(['/favorites', '/loginRole', '/login/registerHome', '/mobile/loginRole', '/mobile/login/registerHome'])

/** Every route of spec §2 with a sample URL, and the message key of its heading. */
export const routes: Array<{ path: string; heading: string; needsLogin: boolean }> = [
  ['/', 'home_hero_title'],
  ['/about', 'page_about_title'],
  ['/aboutTD', 'page_aboutTD_title'],
  ['/addInquiry', 'cart_b_title'],
  ['/b2b', 'page_b2b_title'],
  ['/bigGoodsList', 'page_bigGoodsList_title'],
  ['/brand', 'page_brand_title'],
  ['/brandPavilion', 'page_brandPavilion_title'],
  ['/buyer', 'page_buyer_title'],
  ['/cases', 'page_cases_title'],
  ['/certification', 'page_certification_title'],
  ['/column', 'page_column_title'],
  ['/consignment', 'page_consignment_title'],
  ['/exhibition', 'page_exhibition_title'],
  ['/exhibitionList', 'page_exhibitionList_title'],
  ['/export/brandList', 'page_export_brandList_title'],
  ['/grower', 'page_grower_title'],
  ['/halal', 'page_halal_title'],
  ['/introduction', 'page_introduction_title'],
  ['/large/procurement', 'page_large_procurement_title'],
  ['/large/reportForm', 'bulk_form_title'],
  ['/login', 'page_login_title'],
  ['/login/registerHome', 'page_login_registerHome_title'],
  ['/loginRole', 'page_loginRole_title'],
  ['/nationalPavilion', 'page_nationalPavilion_title'],
  ['/newAbout', 'page_newAbout_title'],
  ['/newBrand', 'page_newBrand_title'],
  ['/favorites', 'page_favorites_title'],
  ['/packing', 'page_packing_title'],
  ['/partnership', 'page_partnership_title'],
  ['/pixel', 'page_pixel_title'],
  ['/pricing', 'page_pricing_title'],
  ['/product', 'page_product_title'],
  ['/solution', 'page_solution_title'],
  ['/test', 'page_test_title'],
  ['/test1', 'page_test1_title'],
  ['/tool', 'page_tool_title'],
  ['/trial-sales', 'page_trial_sales_title'],
  ['/liveBuyerRecord/12', 'page_liveBuyerRecord_title'],
  ['/liveBuyerRecord/12/34', 'page_liveBuyerRecord_title'],
  ['/liveBuyerRecord/list/12', 'page_liveBuyerRecord_list_title'],
  ['/liveBuyerRecord/components/FormHead', 'page_liveBuyerRecord_formHead_title'],
  ['/realTime/12', 'page_realTime_title'],
  ['/realTime/demand', 'page_realTime_demand_title'],
  ['/realTime/Ecuador', 'page_realTime_Ecuador_title'],
  ['/realTime/malaysia', 'page_realTime_malaysia_title'],
  ['/realTime/malaysia2025', 'page_realTime_malaysia2025_title'],
  ['/realTime/pairing', 'page_realTime_pairing_title'],
  ['/realTime/turkiye', 'page_realTime_turkiye_title'],
  ['/report/buyer', 'page_report_buyer_title'],
  ['/report/monthly', 'page_report_monthly_title'],
  ['/report/search', 'page_report_search_title'],
  ['/mobile', 'home_hero_title'],
  ['/mobile/about', 'page_about_title'],
  ['/mobile/exhibition', 'page_exhibition_title'],
  ['/mobile/nationalPavilion', 'page_nationalPavilion_title'],
  ['/mobile/newAbout', 'page_newAbout_title'],
  ['/mobile/pricing', 'page_pricing_title'],
  ['/mobile/solution', 'page_solution_title'],
  ['/mobile/trial-sales', 'page_trial_sales_title'],
  ['/mobile/login', 'page_login_title'],
  ['/mobile/loginRole', 'page_loginRole_title'],
  ['/mobile/login/registerHome', 'page_login_registerHome_title'],
].map(([path, heading]) => ({ path: path!, heading: heading!, needsLogin: NEEDS_LOGIN.has(path!) }))

/**
 * The information pages head with their published title, from the content seed, not a
 * message; other pages with their message. Keyed by path (a /mobile twin shares its page's title).
 */
const contentTitles = new Map<string, Record<'en-US' | 'zh-CN', string>>(
  seedPages.map((page) => [page.slug, { 'en-US': page.title[0], 'zh-CN': page.title[1] }]),
)

/** The h1 (and the start of the document title) a route shows in a locale. */
export function headingOf(route: { path: string; heading: string }, locale: 'en-US' | 'zh-CN'): { h1: string; title: string } {
  const content = contentTitles.get(route.path.replace(/^\/(?:mobile\/)?/, ''))
  if (content) return { h1: content[locale], title: content[locale] }
  const text = messages[locale][route.heading]!
  return { h1: text, title: route.heading === 'home_hero_title' ? messages[locale].page_home_title! : text }
}

/** Pages of one item: without an id they are a 404; with one they show the item. (`/exhibitionHall` without an id
 * shows the live or next hall: e2e/phone.spec.ts.) */
export const ID_ROUTES = ['/product/detail', '/productDetail', '/exhibitionDetail', '/column/detail']

/** The simple (text) messages; those with plural variants are arrays and are no page's heading. */
const texts = (all: Record<string, unknown>): Messages =>
  Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
export const messages: Record<'en-US' | 'zh-CN', Messages> = { 'en-US': texts(en), 'zh-CN': texts(zh) }

export function localized(path: string, locale: 'en-US' | 'zh-CN'): string {
  if (locale === 'en-US') return path
  return path === '/' ? '/zh-CN' : `/zh-CN${path}`
}

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
