/**
 * The inquiries domain's public module: what other domains (reports, brands) may use of it.
 *
 * The inquiry figures the reports share, each defined once and read from real rows:
 * the analyst reports (/report/buyer, /report/monthly) and the brand's funnel all use these.
 *
 * - A **quoted inquiry** has at least one quote row (`quotes`), whatever its status says: the
 *   status is the inbox's state (sent, read, quoted, closed) and a closed inquiry may never
 *   have been quoted.
 * - A **quote** is one thread entry carrying quote lines (a quote of three lines is one quote),
 *   counted when it was sent.
 * - The **first-reply time** is the hours from the inquiry to the brand's first answer, a message
 *   or a quote (`inquiries.first_reply_at`, set by the first brand entry of the thread).
 *
 * The fragments name their tables by alias: `i` for inquiries, `q` for quotes.
 */
import { sql, type SQL } from 'drizzle-orm'

/**
 * The inquiry `i` got a quote: a quote row exists for it. Written as IN, which PostgreSQL runs
 * as one hashed subplan per statement, not a probe per inquiry as EXISTS in a FILTER would.
 */
export const isQuoted = sql`i.id IN (SELECT qq.inquiry_id FROM quotes qq)`

/** Inquiries of `i` that got a quote, among the rows aggregated. */
export const quotedInquiries = sql`count(*) FILTER (WHERE ${isQuoted})`

/** Quotes sent, over rows of `quotes q`: distinct thread entries, optionally only those matching `where`. */
export const quotesSent = (where?: SQL) =>
  where ? sql`count(DISTINCT q.message_id) FILTER (WHERE ${where})` : sql`count(DISTINCT q.message_id)`

/** Hours from the inquiry `i` to the brand's first answer (null while unanswered). */
export const replyHours = sql`extract(epoch FROM i.first_reply_at - i.created_at) / 3600`

/** The median first-reply time in hours of the answered inquiries of `i` (optionally only those matching `where`). */
export const medianReplyHours = (where?: SQL) =>
  sql`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${replyHours}) FILTER (WHERE i.first_reply_at IS NOT NULL${where ? sql` AND ${where}` : sql``})`

/** Hours as shown in the reports: one decimal, or null when nothing was answered. */
export const roundHours = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10
