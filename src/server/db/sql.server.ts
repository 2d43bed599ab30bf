/**
 * The SQL helpers every domain shares: LIKE patterns, bilingual matching, category trees and
 * correlated-subquery columns. One copy each; domains import them from here.
 */
import { eq, getTableName, inArray, or, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './client.server'
import { categories } from './schema'

/** LIKE's wildcards and its escape character, each taken literally. */
function escapeLike(keyword: string): string {
  return keyword.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** An ILIKE pattern matching `keyword` anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(keyword: string): string {
  return `%${escapeLike(keyword)}%`
}

/** An ILIKE "starts with" pattern, escaped likewise. */
export function prefixPattern(keyword: string): string {
  return `${escapeLike(keyword)}%`
}

/** Matches the keyword anywhere in either language's column. */
export function bilingualLike(keyword: string, en: SQLWrapper, zh: SQLWrapper): SQL {
  const pattern = containsPattern(keyword)
  return or(sql`${en} ilike ${pattern}`, sql`${zh} ilike ${pattern}`)!
}

/**
 * A column qualified by its table's name, for correlated subqueries: drizzle leaves columns of
 * single-table selects unqualified, which a subquery would resolve against its own table.
 */
export function outer(table: PgTable, column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`
}

/** Rows whose category is `categoryId` or, for a top-level category, one of its children. */
export function inCategory(column: Column, categoryId: number): SQL {
  return or(
    eq(column, categoryId),
    inArray(column, sql`(select ${categories.id} from ${categories} where ${categories.parentId} = ${categoryId})`),
  )!
}

/** A category id and, when it is a top-level category, the ids of its children. */
export async function categoryWithChildren(db: Db, categoryId: number): Promise<Array<number>> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(or(eq(categories.id, categoryId), eq(categories.parentId, categoryId)))
  return rows.map((row) => row.id)
}

/** The UTC calendar date of `now` as an ISO date (the unit of certificate validity). */
export function isoDay(now: Date, plusDays = 0): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + plusDays)).toISOString().slice(0, 10)
}
