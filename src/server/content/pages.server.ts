import type * as z from 'zod/mini'
import { and, countDistinct, desc, eq, gte, inArray, isNotNull, lte, sql, sum, count } from 'drizzle-orm'
import { contentBlock, contentPage, type ContentBlock } from '../../api/contract/content'
import { CERTIFICATE_TYPES } from '../../api/contract/catalogue-constants'
import type { Db } from '../db/client.server'
import { activities, certificates, contentPages, contentVersions, countries, dockings, eventSlots, meetings, products } from '../db/schema'
import { handle, pick, type BoundHandler, type Lan } from '../http/handler'
import { loadPlatformCounters } from './counters.server'

type CertificateType = (typeof CERTIFICATE_TYPES)[number]
const isCertificateType = (value: string): value is CertificateType => (CERTIFICATE_TYPES as ReadonlyArray<string>).includes(value)

/** The day certificates are judged valid on (UTC date). */
const dayOf = (now: Date) => now.toISOString().slice(0, 10)

/** A published snapshot's blocks, each checked against the contract (a block that no longer fits is left out, not shown broken). */
export function parseBlocks(stored: unknown): Array<ContentBlock> {
  if (!Array.isArray(stored)) return []
  const blocks: Array<ContentBlock> = []
  for (const entry of stored as Array<{ key?: unknown; type?: unknown; data?: unknown }>) {
    const parsed = contentBlock.safeParse({ ...(entry.data as object), key: entry.key, type: entry.type })
    if (parsed.success) blocks.push(parsed.data)
  }
  return blocks
}

/** Brands, countries, products, products with a certificate valid today, meetings held, and the deals of the last event that had any. */
export async function loadFigures(db: Db, now: Date) {
  const day = dayOf(now)
  const [counters, [certified], [dockingsHeld], [meetingsHeld], [lastEvent]] = await Promise.all([
    loadPlatformCounters(db),
    db
      .select({ n: countDistinct(certificates.productId) })
      .from(certificates)
      .where(and(lte(certificates.validFrom, day), gte(certificates.validTo, day))),
    db
      .select({ n: count() })
      .from(dockings)
      .where(and(inArray(dockings.status, ['met', 'deal']), lte(dockings.scheduledAt, now))),
    db
      .select({ n: count() })
      .from(meetings)
      .innerJoin(eventSlots, eq(eventSlots.id, meetings.slotId))
      .where(and(isNotNull(meetings.publishedAt), lte(eventSlots.endsAt, now))),
    db
      .select({
        id: activities.id,
        titleEn: activities.titleEn,
        titleZh: activities.titleZh,
        deals: count(),
        total: sum(dockings.intentAmount).mapWith(Number),
      })
      .from(dockings)
      .innerJoin(activities, eq(activities.id, dockings.activityId))
      .where(and(eq(dockings.status, 'deal'), lte(activities.endsAt, now)))
      .groupBy(activities.id)
      .orderBy(desc(activities.endsAt), desc(activities.id))
      .limit(1),
  ])
  return {
    brands: counters.brands,
    countries: counters.countries,
    products: counters.products,
    certified_products: certified?.n ?? 0,
    meetings: (dockingsHeld?.n ?? 0) + (meetingsHeld?.n ?? 0),
    lastEvent,
  }
}

/** Products with a certificate valid today: by certificate type (with the issuers on file) and by the product's origin country. */
export async function loadCertified(db: Db, now: Date, lan: Lan) {
  const day = dayOf(now)
  const valid = and(lte(certificates.validFrom, day), gte(certificates.validTo, day))
  const [byType, byCountry] = await Promise.all([
    db
      .select({
        type: certificates.type,
        products: countDistinct(certificates.productId),
        issuers: sql<Array<string>>`array_agg(distinct ${certificates.issuer} order by ${certificates.issuer})`,
      })
      .from(certificates)
      .where(valid)
      .groupBy(certificates.type),
    db
      .select({
        code: countries.code,
        nameEn: countries.nameEn,
        nameZh: countries.nameZh,
        products: countDistinct(certificates.productId),
        types: sql<Array<string>>`array_agg(distinct ${certificates.type} order by ${certificates.type})`,
      })
      .from(certificates)
      .innerJoin(products, eq(products.id, certificates.productId))
      .innerJoin(countries, eq(countries.code, products.originCountry))
      .where(valid)
      .groupBy(countries.code)
      .orderBy(desc(countDistinct(certificates.productId)), countries.code),
  ])
  return {
    by_type: CERTIFICATE_TYPES.map((type) => {
      const row = byType.find((r) => r.type === type)
      return { type, products: row?.products ?? 0, issuers: row?.issuers ?? [] }
    }),
    by_country: byCountry.map((row) => ({
      country: { code: row.code, name: pick(lan, row.nameEn, row.nameZh) },
      products: row.products,
      types: row.types.filter(isCertificateType),
    })),
    as_of: day,
  }
}

type PageAnswer = z.input<(typeof contentPage)['output']>

export const handlers: Array<BoundHandler> = [
  handle(contentPage, async (input, { db, lan, now }): Promise<PageAnswer> => {
    const lang = lan === 'cn' ? 'zh' : 'en'
    const [page] = await db.select().from(contentPages).where(eq(contentPages.slug, input.slug))
    const languages = [...(page?.versionEn ? (['en'] as const) : []), ...(page?.versionZh ? (['zh'] as const) : [])]
    const versionId = lang === 'zh' ? page?.versionZh : page?.versionEn
    const [version] = versionId ? await db.select().from(contentVersions).where(eq(contentVersions.id, versionId)) : []
    if (!version) {
      return {
        slug: input.slug,
        published: false,
        languages,
        title: '',
        lead: '',
        published_at: null,
        blocks: [],
        figures: null,
        certified: null,
      }
    }
    const blocks = parseBlocks(version.blocks)
    const wants = (type: ContentBlock['type']) => blocks.some((block) => block.type === type)
    const [figures, certified] = await Promise.all([
      wants('figures') ? loadFigures(db, now) : null,
      wants('certified_by_country') || wants('certificates') ? loadCertified(db, now, lan) : null,
    ])
    return {
      slug: input.slug,
      published: true,
      languages,
      title: version.title,
      lead: version.lead,
      published_at: version.publishedAt.toISOString(),
      blocks,
      figures: figures && {
        brands: figures.brands,
        countries: figures.countries,
        products: figures.products,
        certified_products: figures.certified_products,
        meetings: figures.meetings,
        last_event_deals: figures.lastEvent
          ? {
              activity_id: figures.lastEvent.id,
              title: pick(lan, figures.lastEvent.titleEn, figures.lastEvent.titleZh),
              deals: figures.lastEvent.deals,
              total_usd: Math.round((figures.lastEvent.total ?? 0) / 100),
            }
          : null,
      },
      certified,
    }
  }),
]
