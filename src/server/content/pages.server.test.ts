import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_SLUGS, type ContentBlock } from '../../api/contract/content'
import { contentBlocks, contentPages } from '../db/schema'
import { seedMissingContent } from '../seed/seed.server'
import { createTestApi, expectData as data, expectRejection as rejection, type TestApi } from '../app/test-api.server'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
}, 120_000)
afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- the server must have logged no unexpected errors
  expect(api.errors).toEqual([])
  await api.close()
})

type Page = {
  slug: string
  published: boolean
  languages: Array<string>
  title: string
  lead: string
  blocks: Array<ContentBlock>
  figures: null | {
    brands: number
    countries: number
    certified_products: number
    meetings: number
    last_event_deals: null | { title: string; deals: number; total_usd: number }
  }
  certified: null | {
    by_type: Array<{ type: string; products: number; issuers: Array<string> }>
    by_country: Array<{ country: { code: string; name: string }; products: number; types: Array<string> }>
    as_of: string
  }
}
const PATH = '/newApi/api_v2/content/page'
const han = /[\u4e00-\u9fff]/
/** Fields that hold codes (block key and type, metric names, link targets, certificate codes), not text. */
const CODES = new Set(['key', 'type', 'metrics', 'to', 'code'])
/** Every text string of a value, however deep. */
const strings = (value: unknown): Array<string> =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([name, v]) => (CODES.has(name) ? [] : strings(v)))
        : []
/** Latin words of three letters or more that are not names, codes or units the Chinese text keeps. */
const KEPT =
  /^(?:GACC|GB|ISO|HACCP|GLOBALG|FOB|OU|Kosher|USDA|NOP|EU|CNCA|JAKIM|MUI|ESMA|SGS|Intertek|Bureau|Veritas|TÜV|SÜD|FLOCERT|ISPM|USD|B2B|hello|tradebridge|example)$/i

describe('content/page', () => {
  it('serves every page in both languages, each in one language only, with a next action', async () => {
    for (const slug of CONTENT_SLUGS) {
      const en = await data<Page>(api.get(PATH, { slug }))
      const zh = await data<Page>(api.get(PATH, { slug }, { lan: 'cn' }))
      expect(en.published && zh.published).toBe(true)
      expect(en.languages).toEqual(['en', 'zh'])
      expect(en.lead.length).toBeGreaterThan(120)
      expect(en.blocks.map((b) => b.key)).toEqual(zh.blocks.map((b) => b.key))
      expect(en.blocks.some((b) => b.type === 'cta')).toBe(true)
      expect(strings([en.title, en.lead, en.blocks]).filter((s) => han.test(s))).toEqual([])
      const latin = strings([zh.title, zh.lead, zh.blocks])
        .flatMap((s) => s.match(/[A-Za-z]{3,}/g) ?? [])
        .filter((word) => !KEPT.test(word))
      expect({ slug, latin }).toEqual({ slug, latin: [] })
    }
  })

  it('fills live figures from the data: brands, countries, certified products, meetings held and the last event’s deals', async () => {
    const page = await data<Page>(api.get(PATH, { slug: 'about' }))
    expect(page.figures!.brands).toBeGreaterThanOrEqual(300)
    expect(page.figures!.countries).toBeGreaterThanOrEqual(15)
    expect(page.figures!.certified_products).toBeGreaterThan(0)
    expect(page.figures!.meetings).toBeGreaterThan(0)
    expect(page.figures!.last_event_deals!.deals).toBeGreaterThan(0)
    expect(page.figures!.last_event_deals!.total_usd).toBeGreaterThan(0)
    const zh = await data<Page>(api.get(PATH, { slug: 'about' }, { lan: 'cn' }))
    expect(zh.figures!.last_event_deals!.title).toMatch(han)
    // Pages without live blocks do no live work.
    const packing = await data<Page>(api.get(PATH, { slug: 'packing' }))
    expect(packing.figures).toBeNull()
    expect(packing.certified).toBeNull()
  })

  it('lists each certificate type with its issuers on file and the certified products by country, valid today', async () => {
    const page = await data<Page>(api.get(PATH, { slug: 'certification' }, { lan: 'cn' }))
    const types = page.blocks.find((b) => b.type === 'certificates')
    expect(types?.type === 'certificates' && types.items.map((i) => i.code)).toEqual(page.certified!.by_type.map((t) => t.type))
    expect(page.certified!.by_type.find((t) => t.type === 'halal')!.issuers.length).toBeGreaterThan(0)
    expect(page.certified!.by_country.length).toBeGreaterThan(3)
    expect(page.certified!.by_country[0]!.country.name).toMatch(han)
    const counts = page.certified!.by_country.map((c) => c.products)
    expect(counts).toEqual(counts.toSorted((a, b) => b - a))
    expect(page.certified!.as_of).toBe('2026-06-15')
  })

  it('answers a page not published in the asked language with the languages it has, never the other text', async () => {
    const [before] = await api.db.select().from(contentPages).where(eq(contentPages.slug, 'grower'))
    // As unpublishing will: the pointer cleared, the `content` tag invalidated.
    await api.db.update(contentPages).set({ versionZh: null }).where(eq(contentPages.slug, 'grower'))
    api.server.cache.invalidate(['content'])
    try {
      const zh = await data<Page>(api.get(PATH, { slug: 'grower' }, { lan: 'cn' }))
      expect(zh).toMatchObject({ published: false, languages: ['en'], title: '', blocks: [] })
      const en = await data<Page>(api.get(PATH, { slug: 'grower' }))
      expect(en.published).toBe(true)
    } finally {
      await api.db.update(contentPages).set({ versionZh: before!.versionZh }).where(eq(contentPages.slug, 'grower'))
      api.server.cache.invalidate(['content'])
    }
  })

  it('gives a database seeded before a page existed that page at the next start, and leaves edited pages alone', async () => {
    const kept = await api.db.select().from(contentPages).where(eq(contentPages.slug, 'about'))
    await api.db.delete(contentPages).where(eq(contentPages.slug, 'packing'))
    await api.db.delete(contentBlocks).where(eq(contentBlocks.pageSlug, 'packing'))
    api.server.cache.invalidate(['content'])
    expect(await seedMissingContent(api.db, new Date())).toBe(1)
    api.server.cache.invalidate(['content'])
    const zh = await data<Page>(api.get(PATH, { slug: 'packing' }, { lan: 'cn' }))
    expect(zh.published && zh.blocks.length > 0).toBe(true)
    expect(await seedMissingContent(api.db, new Date())).toBe(0)
    expect(await api.db.select().from(contentPages).where(eq(contentPages.slug, 'about'))).toEqual(kept)
  })

  it('rejects an unknown page naming the field, in the caller’s language', async () => {
    expect(await rejection(api.get(PATH, { slug: 'nope' }))).toContain('slug')
    expect(await rejection(api.get(PATH, {}, { lan: 'cn' }))).toContain('slug')
  })
})
