import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  clientRuntime,
  messageAreaByPath,
  messageAreaOf,
  planMessageAreas,
  routeMessageAreas,
  routePathPattern,
  usedMessageKeys,
} from './paraglide-locale-split.mjs'

const src = resolve(import.meta.dirname, '../src')
const allKeys = readdirSync(resolve(src, 'paraglide/messages'))
  .filter((name) => name.endsWith('.js') && name !== '_index.js')
  .map((name) => name.slice(0, -3))

const compiled = readFileSync(new URL('../src/paraglide/runtime.js', import.meta.url), 'utf8')

/** Evaluates the client runtime's source as a module and returns its exports. */
async function load(source) {
  return import(`data:text/javascript,${encodeURIComponent(source)}`)
}

describe('the client Paraglide runtime', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('copies the locales from the compiled runtime', async () => {
    const runtime = await load(clientRuntime(compiled))
    expect(runtime.baseLocale).toBe('en-US')
    expect(runtime.locales).toEqual(['en-US', 'zh-CN'])
    expect(runtime.isServer).toBe(false)
    expect(runtime.isLocale('zh-CN')).toBe(true)
    expect(runtime.isLocale('zh')).toBe(false)
  })

  it("reads the locale from the path's first segment until the router overwrites it", async () => {
    const runtime = await load(clientRuntime(compiled))
    for (const [pathname, locale] of [
      ['/', 'en-US'],
      ['/brand', 'en-US'],
      ['/zh-CN', 'zh-CN'],
      ['/zh-CN/product/detail', 'zh-CN'],
      ['/zh-CNx/brand', 'en-US'],
    ]) {
      vi.stubGlobal('window', { location: { pathname } })
      expect(runtime.getLocale()).toBe(locale)
    }
    runtime.overwriteGetLocale(() => 'zh-CN')
    vi.stubGlobal('window', { location: { pathname: '/' } })
    expect(runtime.getLocale()).toBe('zh-CN')
  })

  it('fails loudly when the compiled runtime changes shape', () => {
    expect(() => clientRuntime('export const locales = ["en-US"];')).toThrow(/baseLocale/)
  })
})

describe('message areas', () => {
  it('puts feature files in their feature, the site chrome and shared code in common', () => {
    expect(messageAreaByPath('features/cart/components/cart-lines.tsx')).toBe('cart')
    expect(messageAreaByPath('components/catalogue/product-card.tsx')).toBe('catalogue-components')
    expect(messageAreaByPath('features/site/components/desktop-layout.tsx')).toBe('common')
    expect(messageAreaByPath('features/pwa/components/install-banner.tsx')).toBe('common')
    expect(messageAreaByPath('routes/_desktop/brand.tsx')).toBe('common')
  })

  it('gives a feature file that names a part of its feature that part as its area', () => {
    const part = '// @message-area cart-inquiry: the cart page only\nimport x from "y"'
    expect(messageAreaOf('features/cart/components/cart-lines.tsx', part)).toBe('cart-inquiry')
    expect(messageAreaOf('features/cart/components/cart-lines.tsx', '// @message-area cart-inquiry\n')).toBe('cart-inquiry')
    expect(messageAreaOf('features/cart/components/cart-lines.tsx', 'import x from "y"')).toBe('cart')
    // A part of another feature, or of common code, is ignored.
    expect(messageAreaOf('features/cart/components/cart-lines.tsx', '// @message-area brands-profile\n')).toBe('cart')
    expect(messageAreaOf('features/site/components/desktop-layout.tsx', '// @message-area site-header\n')).toBe('common')
    expect(messageAreaOf('lib/notify.ts', '// @message-area cart-x\n')).toBe('common')
  })

  it('reads the keys a module uses', () => {
    expect(usedMessageKeys(`import { m } from '@/paraglide/messages'\nm.a_b(); m.c({ n: 1 })`)).toEqual(['a_b', 'c'])
    expect(usedMessageKeys('m.a_b()')).toEqual([])
  })

  it('makes what common code imports common, but not the components a route file imports', () => {
    const { areaOf, common, areas } = planMessageAreas(src, allKeys)
    // The header's cart link and the /product head's helpers are in the initial chunk.
    expect(areaOf.get(resolve(src, 'components/catalogue/cart-link.tsx'))).toBe('common')
    expect(areaOf.get(resolve(src, 'components/catalogue/certificate-label.ts'))).toBe('common')
    expect(areaOf.get(resolve(src, 'features/pavilions/utils/regions.ts'))).toBe('common')
    // What the root loads lazily on every page after hydration is common too.
    expect(areaOf.get(resolve(src, 'features/account/components/account-effects.tsx'))).toBe('common')
    // The /product page's components are not.
    expect(areaOf.get(resolve(src, 'features/catalogue/components/product-facets.tsx'))).toBe('catalogue')
    // What a route loads lazily is that route's page, not every page's: the brand profile
    // (React.lazy in the /brand route, for /brand?id=) keeps the brands area.
    expect(areaOf.get(resolve(src, 'features/brands/components/brand-profile.tsx'))).toBe('brands')
    expect(common.has('brand_certificates')).toBe(false)
    // Every key is in the common dictionary or in an area's, and an area never repeats a common key.
    const inAreas = new Set([...areas.values()].flatMap((keys) => [...keys]))
    expect(allKeys.filter((key) => !common.has(key) && !inAreas.has(key))).toEqual([])
    expect([...inAreas].filter((key) => common.has(key))).toEqual([])
  })
})

const matches = (fullPath, path) => new RegExp(routePathPattern(fullPath)).test(path)

describe('the areas of each route', () => {
  const plan = planMessageAreas(src, allKeys)
  const routes = routeMessageAreas(plan)
  const areasOf = (path) =>
    [...routes]
      .filter(([, paths]) => [...paths].some((fullPath) => new RegExp(routePathPattern(fullPath)).test(path)))
      .map(([area]) => area)
      .toSorted()

  it('follows a route file through the components it imports', () => {
    expect(areasOf('/product')).toEqual(['catalogue', 'catalogue-components'])
    // The product page's add-to-cart needs the cart area, but not the cart page's own strings.
    expect(areasOf('/product/detail')).toEqual(['cart', 'catalogue', 'catalogue-components'])
    // The cart page's drag-sort and page wrapper live with it: no catalogue components' dictionary.
    expect(areasOf('/addInquiry')).toEqual(['cart', 'cart-inquiry'])
    expect(plan.areas.get('cart')?.has('cart_add')).toBe(true)
    expect(plan.areas.get('cart')?.has('cart_b_submit')).toBe(false)
    expect(plan.areas.get('cart-inquiry')?.has('cart_b_submit')).toBe(true)
    expect(areasOf('/brand')).toEqual(['brands', 'catalogue-components'])
    expect(areasOf('/exhibitionDetail')).toEqual(expect.arrayContaining(['events', 'matching']))
    expect(areasOf('/login')).toContain('account')
    expect(areasOf('/no-such-page')).toEqual([])
  })

  it("puts a route's own strings (its head, its page frame) in an area its page loads", () => {
    const { common, areas, homeOf } = plan
    // /product loads the catalogue area: its lead is there, not in every first load.
    expect(homeOf.get(resolve(src, 'routes/_desktop/product/index.tsx'))).toBe('catalogue')
    // The home page's and the pavilions' heads: their features' areas, not the shared components' one that /product loads too.
    expect(homeOf.get(resolve(src, 'routes/_desktop/index.tsx'))).toBe('home')
    expect(homeOf.get(resolve(src, 'routes/_desktop/brandPavilion.tsx'))).toBe('pavilions')
    expect(common.has('page_product_lead')).toBe(false)
    expect(areas.get('catalogue')?.has('page_product_lead')).toBe(true)
    // A page that loads no feature's area has its strings in the one area of such pages.
    expect(areasOf('/about')).toEqual(['route-pages'])
    expect(areas.get('route-pages')?.has('page_about_lead')).toBe(true)
    // Strings that common code uses too stay common (the home page's title is a breadcrumb).
    expect(common.has('page_home_title')).toBe(true)
    // The root, layout routes and the catch-all have no home: their heads run on other pages.
    expect(homeOf.has(resolve(src, 'routes/__root.tsx'))).toBe(false)
    expect(homeOf.has(resolve(src, 'routes/_desktop/route.tsx'))).toBe(false)
    expect(areasOf('/').toSorted()).toEqual(['catalogue-components', 'home'])
    expect(homeOf.has(resolve(src, 'routes/_desktop/$.tsx'))).toBe(false)
  })

  it("turns a route's full path into a pattern for the locale-free pathname", () => {
    expect(matches('/', '/')).toBe(true)
    expect(matches('/', '/brand')).toBe(false)
    expect(matches('/product/', '/product')).toBe(true)
    expect(matches('/product/', '/product/')).toBe(true)
    expect(matches('/product/', '/product/detail')).toBe(false)
    expect(matches('/realTime/$act_id', '/realTime/12')).toBe(true)
    expect(matches('/realTime/$act_id', '/realTime/12/x')).toBe(false)
    expect(matches('/liveBuyerRecord/$act_id/{-$record_id}', '/liveBuyerRecord/3')).toBe(true)
    expect(matches('/liveBuyerRecord/$act_id/{-$record_id}', '/liveBuyerRecord/3/9')).toBe(true)
    expect(matches('/export/brandList', '/exportXbrandList')).toBe(false)
  })
})
