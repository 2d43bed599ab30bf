/**
 * Which articles, cases, FAQs and banners the public sees in a language (ADR 102): an item the
 * editor knows (a content_pages row of its kind) shows in a language only while that language has
 * a published version. Shared by the content reads and the sitemap.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { ItemKind } from '../../api/contract/content-constants'
import { contentPages } from './schema'

type Lan = 'en' | 'cn'

/**
 * True where the item is published in the request language. An item without a content_pages row
 * (written before the editor knew it, until the next start imports it) counts as published.
 */
export function liveIn(kind: ItemKind, idColumn: AnyPgColumn, lan: Lan): SQL {
  const version = lan === 'cn' ? contentPages.versionZh : contentPages.versionEn
  return sql`not exists (select 1 from ${contentPages} where ${contentPages.kind} = ${kind} and ${contentPages.itemId} = ${idColumn} and ${version} is null)`
}

/** True where the item is published in at least one language (the sitemap lists both with hreflang). */
export function liveInAny(kind: ItemKind, idColumn: AnyPgColumn): SQL {
  return sql`not exists (select 1 from ${contentPages} where ${contentPages.kind} = ${kind} and ${contentPages.itemId} = ${idColumn} and ${contentPages.versionEn} is null and ${contentPages.versionZh} is null)`
}
