/**
 * The search log's writes (Search/log, Search/click): one row per keyword search a visitor saw the
 * first page of, and the rank of the first product opened from it. The product page sends them
 * after it shows the results, not the list endpoint itself: the list's answers and pages are
 * cached (a kept answer runs no handler), so only the browser sees every search (ADR 119).
 * Nothing personal is stored: the query, the language, the result count and the clicked rank.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { searchClick, searchLog as searchLogEndpoint } from '../../api/contract/search'
import { searchLog } from '../db/schema'
import { ApiError, handle, type BoundHandler } from '../http/handler'
import { normaliseQuery } from '../../lib/search-query'

/** How long after a search a click still counts for it. */
const CLICK_WINDOW_MS = 24 * 3600_000

export const handlers: Array<BoundHandler> = [
  handle(searchLogEndpoint, async (input, { db, lan, now }) => {
    const query = normaliseQuery(input.keyword)
    if (!query) throw new ApiError({ en: 'Field keyword is empty', cn: '字段 keyword 为空' })
    const [row] = await db
      .insert(searchLog)
      .values({ query, lan, resultCount: input.result_count, createdAt: now })
      .returning({ id: searchLog.id })
    return { id: row!.id }
  }),
  handle(searchClick, async (input, { db, now }) => {
    // The keyword must match the logged one, and the rank fall within its results: a guessed id
    // alone cannot mark another visitor's search as clicked.
    const updated = await db
      .update(searchLog)
      .set({ clickedRank: input.rank })
      .where(
        and(
          eq(searchLog.id, input.id),
          eq(searchLog.query, normaliseQuery(input.keyword)),
          isNull(searchLog.clickedRank),
          sql`${searchLog.resultCount} >= ${input.rank}`,
          gt(searchLog.createdAt, new Date(now.getTime() - CLICK_WINDOW_MS)),
        ),
      )
      .returning({ id: searchLog.id })
    return { ok: updated.length > 0 }
  }),
]
