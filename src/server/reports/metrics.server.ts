/**
 * Every figure the reports, the brand funnel and the brand profile show, defined once. Each
 * definition is a row source (a SELECT) with its rule written beside it; a report groups those
 * rows by month, buyer, brand or event, and never re-derives the rule. Two pages that show the
 * same figure for the same period and filters therefore show the same number.
 *
 * Filters: `country` and `category` select buyer accounts (the buyer's profile country and member
 * categories); `activity` selects one event. A figure a filter cannot reach is listed by
 * `notFiltered`, and the pages mark it "not filtered" beside its value.
 */
import { sql, type SQL } from 'drizzle-orm'
import { serverEnv } from '../../../app.config'
import { addMonths, monthKeyIn, monthStartIn } from '../../lib/zoned-months'

export type MetricFilters = { country?: string; category?: number; activity?: number }
/** A half-open span of time: start ≤ t < end. */
export type Span = { start: Date; end: Date }

/**
 * The business's time zone (REPORT_TIME_ZONE): every figure is cut into days and months there, so
 * a period such as 2026-01 to 2026-12 means Beijing months, whatever the server's clock says.
 */
export const reportTimeZone = (): string => serverEnv().REPORT_TIME_ZONE

/** YYYY-MM of a timestamp column on the calendar of `zone` (PostgreSQL and PGlite alike). */
export const monthOf = (column: SQL, zone: string) => sql`to_char(${column} AT TIME ZONE ${zone}, 'YYYY-MM')`

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`
export const inSpan = (column: SQL, span: Span) => sql`${column} >= ${ts(span.start)} AND ${column} < ${ts(span.end)}`

/**
 * The buyers a figure counts: accounts with the buyer role, kept by the country and member-category
 * filters (the profile's country, else the account's). Every buyer figure joins this set, filtered
 * or not, so the monthly report never counts a row the buyer report cannot list.
 */
export function reportBuyers(f: MetricFilters): SQL {
  return sql`SELECT u.id, u.created_at,
      coalesce(nullif(bp.company, ''), u.company, '') AS company,
      coalesce(bp.country_code, u.country_code, '') AS country,
      coalesce(bp.status, 'none') AS status,
      coalesce(bp.member_category_ids, '{}'::int[]) AS cats
    FROM users u LEFT JOIN buyer_profiles bp ON bp.user_id = u.id
    WHERE u.role = 'buyer'
      ${f.country ? sql`AND coalesce(bp.country_code, u.country_code) = ${f.country}` : sql``}
      ${f.category ? sql`AND ${f.category}::int = ANY(bp.member_category_ids)` : sql``}`
}

/**
 * Inquiries sent: one per brand inquiry (a row of `inquiries`; a cart sent to three brands is
 * three), dated when it was sent (`created_at`), by a buyer the filters keep. An inquiry belongs
 * to no event, so the activity filter does not apply. Columns are the inquiry's own (`i.*`), so
 * the inquiries domain's quote and reply definitions apply to the rows unchanged.
 */
export function inquiriesSent(f: MetricFilters, span: Span): SQL {
  return sql`SELECT i.* FROM inquiries i JOIN (${reportBuyers(f)}) fb ON fb.id = i.user_id WHERE ${inSpan(sql`i.created_at`, span)}`
}

/**
 * Event meetings: one row per meeting between a brand and a buyer account at an event, whatever
 * became of it. An event's meeting records (ADR 086) when it has any, else its dockings (the
 * seeded history and older events), so no meeting counts twice. Walk-ins are meetings like any
 * other (a record without a scheduled meeting still took place at the brand's table), everywhere.
 * Meetings with a buyer who has no account are left out everywhere: no buyer report could list
 * them, and no buyer filter could reach them. Dated at the slot's start (else the docking's time,
 * else when the meeting started or was recorded); only meetings before `now`.
 *
 * Columns: activity_id, brand_id, buyer_user_id, at, held (it took place: in progress, done, or an
 * outcome recorded; a docking met or dealt), no_show, outcome ('deal' | 'follow_up' | 'no_fit' |
 * null), currency, amount (whole units of the currency, of the buyer's stated intent).
 */
export function eventMeetings(f: MetricFilters, span: Span, now: Date): SQL {
  return sql`SELECT m.* FROM (
      SELECT r.activity_id, r.brand_id, r.buyer_user_id, coalesce(s.starts_at, r.started_at, r.created_at) AS at,
        (r.state IN ('in_progress', 'done') OR r.outcome IS NOT NULL) AS held, r.state = 'no_show' AS no_show,
        r.outcome, r.currency, r.intent_amount AS amount
      FROM meeting_records r LEFT JOIN event_slots s ON s.id = r.slot_id
      UNION ALL
      SELECT d.activity_id, d.brand_id, d.buyer_user_id, d.scheduled_at, d.status IN ('met', 'deal'), d.status = 'cancelled',
        CASE WHEN d.status = 'deal' THEN 'deal' END, 'USD', CASE WHEN d.status = 'deal' THEN round(d.intent_amount / 100.0)::int END
      FROM dockings d WHERE NOT EXISTS (SELECT 1 FROM meeting_records r WHERE r.activity_id = d.activity_id)
    ) m JOIN (${reportBuyers(f)}) fb ON fb.id = m.buyer_user_id
    WHERE m.at < ${ts(now)} AND ${inSpan(sql`m.at`, span)} ${f.activity ? sql`AND m.activity_id = ${f.activity}::int` : sql``}`
}

/** Meetings held, over rows of eventMeetings `m`: the scheduled meetings that took place. */
export const meetingsHeld = sql`count(*) FILTER (WHERE m.held)`
/**
 * Deals, over rows of eventMeetings `m`: meetings held whose outcome is a deal (a meeting record's
 * outcome `deal`, a docking's status `deal`). Orders are not deals: the platform takes none.
 */
export const deals = sql`count(*) FILTER (WHERE m.held AND m.outcome = 'deal')`
/** The deals' stated intent in US cents (the reports' money is USD; other currencies are left to the brand funnel). */
export const dealAmountUsdCents = sql`coalesce(sum(m.amount * 100) FILTER (WHERE m.held AND m.outcome = 'deal' AND m.currency = 'USD'), 0)`
/** No-shows, over rows of eventMeetings `m`: a record marked no-show, a docking cancelled. */
export const noShows = sql`count(*) FILTER (WHERE m.no_show)`

/**
 * Meeting wishes: a buyer's wish to meet a brand at an event that the buyer ranked (a level),
 * dated when last changed, by a buyer the filters keep, at the chosen event.
 */
export function meetingWishes(f: MetricFilters, span: Span): SQL {
  return sql`SELECT w.* FROM meeting_wishes w JOIN (${reportBuyers(f)}) fb ON fb.id = w.buyer_user_id
    WHERE w.buyer_level IS NOT NULL AND ${inSpan(sql`w.updated_at`, span)} ${f.activity ? sql`AND w.activity_id = ${f.activity}::int` : sql``}`
}

/**
 * New buyers: accounts that registered as buyers in the span (`users.created_at`), kept by the
 * buyer filters. Registration belongs to no event: the activity filter does not apply.
 */
export function newBuyers(f: MetricFilters, span: Span): SQL {
  return sql`SELECT b.* FROM (${reportBuyers(f)}) b WHERE ${inSpan(sql`b.created_at`, span)}`
}

/**
 * Active buyers: buyers the filters keep with any inquiry sent, meeting held or bulk request
 * (dated when posted) in the span, whenever they registered. The activity filter does not apply
 * (inquiries and bulk requests belong to no event). Rows: `id`.
 */
export function activeBuyers(f: MetricFilters, span: Span, now: Date): SQL {
  const all = { country: f.country, category: f.category }
  return sql`SELECT user_id AS id FROM (${inquiriesSent(all, span)}) i
    UNION SELECT buyer_user_id FROM (${eventMeetings(all, span, now)}) m WHERE m.held
    UNION SELECT r.user_id FROM bulk_requests r JOIN (${reportBuyers(all)}) fb ON fb.id = r.user_id WHERE ${inSpan(sql`r.created_at`, span)}`
}

/**
 * Profile views: one per visit of a brand's profile page (a `page_views` row of type `brand`),
 * dated when viewed. The profile's counter and the brand's funnel both count these rows; the
 * profile shows the last 12 calendar months (`profileViewSpan`), the funnel's 12-month preset.
 */
export function profileViews(brandIds: SQL, span: Span): SQL {
  return sql`SELECT v.ref_id AS brand_id, v.created_at FROM page_views v
    WHERE v.ref_type = 'brand' AND v.ref_id IN (${brandIds}) AND ${inSpan(sql`v.created_at`, span)}`
}

/** The profile counter's window: the 12 calendar months (in `zone`) ending with the current one. */
export function profileViewSpan(now: Date, zone: string): Span {
  const current = monthKeyIn(now, zone)
  return { start: monthStartIn(addMonths(current, -11), zone), end: monthStartIn(addMonths(current, 1), zone) }
}

/** Figures a report shows that the given filters cannot reach (marked "not filtered" on the page). */
export type FigureKey =
  'page_views' | 'new_brands' | 'new_buyers' | 'active_buyers' | 'inquiries' | 'quoted' | 'quotes' | 'median_reply_hours'

export function notFiltered(f: MetricFilters): Array<FigureKey> {
  const byBuyer = Boolean(f.country || f.category)
  const out: Array<FigureKey> = []
  // Page views carry no visitor; new brands have no buyer and no event.
  if (byBuyer || f.activity) out.push('page_views', 'new_brands')
  // Registrations, inquiries and quotes belong to no event.
  if (f.activity) out.push('new_buyers', 'active_buyers', 'inquiries', 'quoted', 'quotes', 'median_reply_hours')
  return out
}
