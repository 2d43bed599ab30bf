/**
 * The brand report (SupplierCentre/brandReportInfo): a brand's funnel (its own staff's, or any
 * brand's for analysts and organisers) over a period, each step against the previous period of the same length and the median brand of its
 * pavilion (the brands of its country). Months are calendar months in the business's time zone
 * (REPORT_TIME_ZONE), as in the analyst reports and the brand's profile.
 *
 * Every figure is one grouped SQL aggregate per source table over both periods at once, for a set
 * of brands: the brand alone (read live, so its own figures are current), or its whole pavilion for
 * the medians, which are kept per (pavilion, period) for at most BRAND_REPORT_MAX_AGE_MS in a
 * bounded in-process cache (ResponseCache, the dispatcher's own cache class).
 *
 * Profile views, inquiries and event meetings (held, deals) are the reports' definitions
 * (../reports/metrics.server.ts), so this funnel, the analyst reports and the brand's profile agree.
 */
import { sql, type SQL } from 'drizzle-orm'
import { brandReportInfo } from '../../api/contract/supplier'
import {
  BRAND_FUNNEL_STEPS,
  BRAND_REPORT_MAX_AGE_MS,
  REPORT_MAX_MONTHS,
  type BRAND_REPORT_PRESETS,
} from '../../api/contract/report-constants'
import type { Session } from '../auth/session.server'
import type { Db } from '../db/client.server'
import { ApiError, ForbiddenError, handle, pick, type BoundHandler } from '../http/handler'
import { ResponseCache } from '../http/response-cache.server'
import { medianReplyHours, quotesSent, roundHours } from '../inquiries/public.server'
import { addMonths, monthKeyIn, monthStartIn } from '../../lib/zoned-months'
import { eventMeetings, inquiriesSent, profileViews, reportTimeZone } from '../reports/metrics.server'

type Step = (typeof BRAND_FUNNEL_STEPS)[number]
type Preset = (typeof BRAND_REPORT_PRESETS)[number]
/** [previous start, start, end): two periods of the same length, back to back. */
type Window = { previousStart: Date; start: Date; end: Date }
/** A brand's figures: per step this period and the previous; intent amounts per currency. */
type Figures = {
  current: Record<Step, number | null>
  previous: Record<Step, number | null>
  intent: Map<string, { current: number; previous: number }>
}

const PRESET_MONTHS: Record<Preset, number> = { '1m': 1, '3m': 3, '6m': 6, '12m': 12 }

/** The period asked for and the one before it, checked; bad params are named in both languages. */
export function brandPeriod(input: { preset: Preset; from?: string; to?: string }, now: Date, zone: string = reportTimeZone()) {
  const current = monthKeyIn(now, zone)
  const to = input.to ?? current
  if (to > current) {
    throw new ApiError({
      en: `Field to: the last month (${to}) is after the current month (${current})`,
      cn: `字段 to：结束月份（${to}）晚于本月（${current}）`,
    })
  }
  const from = input.from ?? addMonths(to, 1 - PRESET_MONTHS[input.preset])
  if (from > to) {
    throw new ApiError({
      en: `Field from: the first month (${from}) is after the last (${to})`,
      cn: `字段 from：起始月份（${from}）晚于结束月份（${to}）`,
    })
  }
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number]
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number]
  const months = (toYear - fromYear) * 12 + toMonth - fromMonth + 1
  if (months > REPORT_MAX_MONTHS) {
    throw new ApiError({
      en: `Field from: a report covers at most ${REPORT_MAX_MONTHS} months (${months} asked)`,
      cn: `字段 from：报表最多覆盖 ${REPORT_MAX_MONTHS} 个月（请求了 ${months} 个月）`,
    })
  }
  const previousFrom = addMonths(from, -months)
  return {
    from,
    to,
    zone,
    previousFrom,
    previousTo: addMonths(from, -1),
    window: {
      previousStart: monthStartIn(previousFrom, zone),
      start: monthStartIn(from, zone),
      end: monthStartIn(addMonths(to, 1), zone),
    } satisfies Window,
  }
}

const rowsOf = <T>(result: unknown): Array<T> => (result as { rows: Array<T> }).rows
const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`
/** Within both periods. */
const inWindow = (column: SQL, w: Window) => sql`${column} >= ${ts(w.previousStart)} AND ${column} < ${ts(w.end)}`
/** count(*) in this period and in the previous one. */
const twoCounts = (column: SQL, w: Window, where: SQL = sql`true`) =>
  sql`count(*) FILTER (WHERE ${column} >= ${ts(w.start)} AND ${where}) AS cur, count(*) FILTER (WHERE ${column} < ${ts(w.start)} AND ${where}) AS prev`

type CountRow = { brand_id: number; cur: string | number; prev: string | number }

/** The funnel of every brand in `scope` (a query of brand ids), by brand id; brands without rows are absent. */
async function funnelByBrand(db: Db, scope: SQL, w: Window, now: Date): Promise<Map<number, Figures>> {
  const both = { start: w.previousStart, end: w.end }
  const [profileViewRows, productViews, favourites, inquiries, quotes, wishes, events] = await Promise.all([
    // Profile views and event meetings as the reports define them (../reports/metrics.server.ts).
    db.execute(sql`SELECT v.brand_id, ${twoCounts(sql`v.created_at`, w)} FROM (${profileViews(scope, both)}) v GROUP BY 1`),
    db.execute(sql`SELECT p.brand_id, ${twoCounts(sql`v.created_at`, w)} FROM page_views v JOIN products p ON p.id = v.ref_id
      WHERE v.ref_type = 'product' AND p.brand_id IN (${scope}) AND ${inWindow(sql`v.created_at`, w)} GROUP BY 1`),
    db.execute(sql`SELECT brand_id, ${twoCounts(sql`created_at`, w)} FROM (
        SELECT target_id AS brand_id, created_at FROM favorites WHERE target_type = 'brand' AND target_id IN (${scope}) AND ${inWindow(sql`created_at`, w)}
        UNION ALL
        SELECT p.brand_id, f.created_at FROM favorites f JOIN products p ON p.id = f.target_id
          WHERE f.target_type = 'product' AND p.brand_id IN (${scope}) AND ${inWindow(sql`f.created_at`, w)}
      ) f GROUP BY 1`),
    // Quotes and reply times as the inquiries domain defines them (../inquiries/public.server.ts).
    db.execute(sql`SELECT i.brand_id, ${twoCounts(sql`i.created_at`, w)},
        ${medianReplyHours(sql`i.created_at >= ${ts(w.start)}`)} AS reply_cur,
        ${medianReplyHours(sql`i.created_at < ${ts(w.start)}`)} AS reply_prev
      FROM (${inquiriesSent({}, both)}) i WHERE i.brand_id IN (${scope}) GROUP BY 1`),
    db.execute(sql`SELECT i.brand_id, ${quotesSent(sql`q.created_at >= ${ts(w.start)}`)} AS cur,
        ${quotesSent(sql`q.created_at < ${ts(w.start)}`)} AS prev
      FROM quotes q JOIN inquiries i ON i.id = q.inquiry_id
      WHERE i.brand_id IN (${scope}) AND ${inWindow(sql`q.created_at`, w)} GROUP BY 1`),
    db.execute(sql`SELECT brand_id, ${twoCounts(sql`updated_at`, w)} FROM meeting_wishes
      WHERE buyer_level IS NOT NULL AND brand_id IN (${scope}) AND ${inWindow(sql`updated_at`, w)} GROUP BY 1`),
    db.execute(sql`SELECT brand_id, currency, ${twoCounts(sql`at`, w, sql`held`)},
        count(*) FILTER (WHERE at >= ${ts(w.start)} AND outcome = 'deal') AS deal_cur, count(*) FILTER (WHERE at < ${ts(w.start)} AND outcome = 'deal') AS deal_prev,
        count(*) FILTER (WHERE at >= ${ts(w.start)} AND outcome = 'follow_up') AS follow_cur, count(*) FILTER (WHERE at < ${ts(w.start)} AND outcome = 'follow_up') AS follow_prev,
        count(*) FILTER (WHERE at >= ${ts(w.start)} AND outcome = 'no_fit') AS nofit_cur, count(*) FILTER (WHERE at < ${ts(w.start)} AND outcome = 'no_fit') AS nofit_prev,
        coalesce(sum(amount) FILTER (WHERE at >= ${ts(w.start)} AND outcome IN ('deal', 'follow_up')), 0) AS amount_cur,
        coalesce(sum(amount) FILTER (WHERE at < ${ts(w.start)} AND outcome IN ('deal', 'follow_up')), 0) AS amount_prev
      FROM (${eventMeetings({}, both, now)}) m WHERE m.brand_id IN (${scope}) GROUP BY 1, 2`),
  ])
  const figures = new Map<number, Figures>()
  const of = (brandId: number) => {
    let f = figures.get(brandId)
    if (!f) {
      const zero = () =>
        Object.fromEntries(BRAND_FUNNEL_STEPS.map((s) => [s, s === 'reply_hours' ? null : 0])) as Record<Step, number | null>
      f = { current: zero(), previous: zero(), intent: new Map() }
      figures.set(brandId, f)
    }
    return f
  }
  const put = (rows: unknown, step: Step) => {
    for (const r of rowsOf<CountRow>(rows)) {
      const f = of(Number(r.brand_id))
      f.current[step] = Number(r.cur)
      f.previous[step] = Number(r.prev)
    }
  }
  put(profileViewRows, 'profile_views')
  put(productViews, 'product_views')
  put(favourites, 'favourites')
  put(inquiries, 'inquiries')
  put(quotes, 'quotes')
  put(wishes, 'wishes')
  for (const r of rowsOf<CountRow & { reply_cur: number | string | null; reply_prev: number | string | null }>(inquiries)) {
    const f = of(Number(r.brand_id))
    f.current.reply_hours = roundHours(r.reply_cur)
    f.previous.reply_hours = roundHours(r.reply_prev)
  }
  type EventRow = CountRow & { currency: string } & Record<`${'deal' | 'follow' | 'nofit' | 'amount'}_${'cur' | 'prev'}`, string | number>
  for (const r of rowsOf<EventRow>(events)) {
    const f = of(Number(r.brand_id))
    const add = (step: Step, cur: string | number, prev: string | number) => {
      f.current[step] = (f.current[step] ?? 0) + Number(cur)
      f.previous[step] = (f.previous[step] ?? 0) + Number(prev)
    }
    add('meetings_held', r.cur, r.prev)
    add('deals', r.deal_cur, r.deal_prev)
    add('follow_ups', r.follow_cur, r.follow_prev)
    add('no_fit', r.nofit_cur, r.nofit_prev)
    if (Number(r.amount_cur) || Number(r.amount_prev)) {
      f.intent.set(r.currency, { current: Number(r.amount_cur), previous: Number(r.amount_prev) })
    }
  }
  return figures
}

/** The median of a list (the mean of the middle two for an even length); null for an empty list. */
export function median(values: ReadonlyArray<number>): number | null {
  if (!values.length) return null
  const sorted = values.toSorted((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

type PavilionMedians = {
  computedAt: string
  brands: number
  steps: Record<Step, number | null>
  intent: Map<string, number>
}

/** The fewest brands a pavilion has for its median to be shown. */
export const MIN_PAVILION_BRANDS = 3

/** The median brand of a pavilion, per (database, pavilion, period): kept at most BRAND_REPORT_MAX_AGE_MS. */
const medianCaches = new WeakMap<Db, ResponseCache<PavilionMedians>>()

async function pavilionMedians(db: Db, country: string, w: Window, now: Date): Promise<PavilionMedians> {
  let cache = medianCaches.get(db)
  if (!cache) {
    cache = new ResponseCache<PavilionMedians>({ maxEntries: 500, ttlMs: BRAND_REPORT_MAX_AGE_MS, sizeOf: () => 1 })
    medianCaches.set(db, cache)
  }
  const key = `${country}|${w.start.toISOString()}|${w.end.toISOString()}`
  const hit = cache.get(key)
  if (hit) return hit
  const since = cache.generation
  const members = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM brands WHERE country_code = ${country}`)).map((r) =>
    Number(r.id),
  )
  const figures = await funnelByBrand(db, sql`SELECT id FROM brands WHERE country_code = ${country}`, w, now)
  // Brands without any row count as zero (they are part of the pavilion); a reply time only where there is one.
  // The guard counts the same set the median does: a reply-time median over the two brands that
  // replied would give a neighbour's figure away however many brands the pavilion has.
  const steps = Object.fromEntries(
    BRAND_FUNNEL_STEPS.map((step) => {
      const values = members
        .map((id) => figures.get(id)?.current[step] ?? (step === 'reply_hours' ? null : 0))
        .filter((v): v is number => v !== null)
      return [step, values.length >= MIN_PAVILION_BRANDS ? median(values) : null]
    }),
  ) as Record<Step, number | null>
  const currencies = new Set([...figures.values()].flatMap((f) => [...f.intent.keys()]))
  const intent = new Map(
    [...currencies].map((currency) => [currency, median(members.map((id) => figures.get(id)?.intent.get(currency)?.current ?? 0)) ?? 0]),
  )
  // Below MIN_PAVILION_BRANDS the median would give a neighbour's figures away (of two brands, the mean is the median).
  const shown = members.length >= MIN_PAVILION_BRANDS
  const medians = {
    computedAt: now.toISOString(),
    brands: members.length,
    steps: shown ? steps : (Object.fromEntries(BRAND_FUNNEL_STEPS.map((s) => [s, null])) as Record<Step, number | null>),
    intent: shown ? intent : new Map<string, number>(),
  }
  cache.set(key, medians, ['brand-report'], since)
  return medians
}

/**
 * Whose funnel a report shows: a brand's staff read their own brand only; analysts and organisers
 * (who read every report) read the brand they name; nobody else reads one.
 */
function reportBrandOf(session: Session, requested: number | undefined): number {
  if (session.role === 'analyst' || session.role === 'organiser') {
    if (requested === undefined) throw new ApiError({ en: 'Field brand_id: choose a brand', cn: '字段 brand_id：请选择品牌' })
    return requested
  }
  if (session.brandId === null) {
    throw new ForbiddenError({
      en: 'A brand report is for a brand supplier account (its own brand) or an analyst',
      cn: '品牌报告仅供品牌供应商账号（本品牌）或分析师查看',
    })
  }
  if (requested !== undefined && requested !== session.brandId) {
    throw new ForbiddenError({ en: 'A brand may read only its own report', cn: '品牌只能查看自己的报告' })
  }
  return session.brandId
}

export const handlers: Array<BoundHandler> = [
  handle(brandReportInfo, async (input, { db, lan, session, now }) => {
    const brandId = reportBrandOf(session, input.brand_id)
    const [brand] = rowsOf<{
      id: number
      name_en: string
      name_zh: string
      logo: string
      country_code: string
      c_en: string
      c_zh: string
    }>(
      await db.execute(sql`SELECT b.id, b.name_en, b.name_zh, b.logo, b.country_code, c.name_en AS c_en, c.name_zh AS c_zh
        FROM brands b JOIN countries c ON c.code = b.country_code WHERE b.id = ${brandId}`),
    )
    if (!brand) {
      if (input.brand_id !== undefined)
        throw new ApiError({ en: `Field brand_id: no brand ${brandId}`, cn: `字段 brand_id：没有编号为 ${brandId} 的品牌` })
      throw new ForbiddenError({ en: 'The brand of this account no longer exists', cn: '此账号关联的品牌已不存在' })
    }
    const period = brandPeriod(input, now)
    const w = period.window
    const [own, medians] = await Promise.all([
      funnelByBrand(db, sql`SELECT ${brandId}::int`, w, now),
      pavilionMedians(db, brand.country_code, w, now),
    ])
    const mine = own.get(brandId)
    const currencies = [...new Set([...(mine?.intent.keys() ?? []), ...medians.intent.keys()])].toSorted()
    return {
      brand: { id: brand.id, name: pick(lan, brand.name_en, brand.name_zh), logo: brand.logo },
      pavilion: { country_code: brand.country_code, name: pick(lan, brand.c_en, brand.c_zh), brands: medians.brands },
      from: period.from,
      to: period.to,
      previous_from: period.previousFrom,
      previous_to: period.previousTo,
      time_zone: period.zone,
      generated_at: now.toISOString(),
      medians_at: medians.computedAt,
      steps: BRAND_FUNNEL_STEPS.map((step) => ({
        step,
        value: mine ? mine.current[step] : step === 'reply_hours' ? null : 0,
        previous: mine ? mine.previous[step] : step === 'reply_hours' ? null : 0,
        pavilion_median: medians.steps[step],
      })),
      intent: currencies.map((currency) => ({
        currency,
        amount: mine?.intent.get(currency)?.current ?? 0,
        previous: mine?.intent.get(currency)?.previous ?? 0,
        pavilion_median: medians.intent.get(currency) ?? null,
      })),
    }
  }),
]
