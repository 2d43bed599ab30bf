/**
 * The analyst reports: /report/buyer and /report/monthly, and their CSV. Staff only
 * (analyst, organiser): anyone else logged in gets 403. Every figure is one SQL aggregate over
 * the period's rows, grouped by calendar month in the business's time zone (REPORT_TIME_ZONE), using the created-at indexes
 * of page_views, inquiries and users (migration `reports`).
 *
 * Quoted inquiries, quotes sent and first-reply times are the inquiries domain's definitions
 * (../inquiries/public.server.ts), read from the quote rows, the same as the brand's funnel.
 */
import { csvLine } from '@/lib/csv'
import { sql, type SQL } from 'drizzle-orm'
import type { CsvAnswer } from '../../api/contract/define'
import { REPORT_MAX_MONTHS, reportBuyer, reportCsv, reportMonthly, type BUYER_SORTS } from '../../api/contract/report'
import { addMonths, dateKeyIn, monthKeyIn, monthStartIn } from '../../lib/zoned-months'
import type { Db } from '../db/client.server'
import type { Session } from '../auth/session.server'
import { ApiError, ForbiddenError, handle, handleCsv, pick, type BoundHandler, type Lan } from '../http/handler'
import { medianReplyHours, quotedInquiries, quotesSent, roundHours } from '../inquiries/public.server'
import {
  activeBuyers,
  dealAmountUsdCents,
  deals,
  eventMeetings,
  inquiriesSent,
  inSpan,
  meetingsHeld,
  meetingWishes,
  monthOf,
  newBuyers,
  noShows,
  notFiltered,
  reportBuyers,
  reportTimeZone,
} from './metrics.server'

type Filters = { from?: string; to?: string; country?: string; category?: number; activity?: number }
/** The months from..to, and the instants they span: from the zone's midnight starting `from` to the one after `to`. */
type Period = { from: string; to: string; zone: string; start: Date; end: Date; months: Array<string> }

/** CSV rows per database round trip: the stream holds one chunk at a time. */
const CSV_CHUNK_ROWS = 2000

export function requireStaff(session: Session): void {
  if (session.role !== 'analyst' && session.role !== 'organiser') {
    throw new ForbiddenError({
      en: 'Only analysts and event organisers may read the reports',
      cn: '只有分析人员和活动组织方可以查看报表',
    })
  }
}

/** The months a report may ask for. */
const REPORT_FIRST_MONTH = '2000-01'
const REPORT_LAST_MONTH = '2099-12'

/** The period asked for (default: the 12 months ending with the current one in `zone`), checked. */
export function periodOf(filters: Filters, now: Date, zone: string = reportTimeZone()): Period {
  // Months the calendar arithmetic and the database both handle: JavaScript reads year 0 as
  // 1900 in Date.UTC, and PostgreSQL has no year 0 at all (it answered 500).
  for (const [field, value] of [
    ['from', filters.from],
    ['to', filters.to],
  ] as const) {
    if (value !== undefined && (value < REPORT_FIRST_MONTH || value > REPORT_LAST_MONTH)) {
      throw new ApiError({
        en: `Field ${field}: ${value} is out of range; months from ${REPORT_FIRST_MONTH} to ${REPORT_LAST_MONTH}`,
        cn: `字段 ${field}：${value} 超出范围，月份须在 ${REPORT_FIRST_MONTH} 至 ${REPORT_LAST_MONTH} 之间`,
      })
    }
  }
  const to = filters.to ?? monthKeyIn(now, zone)
  const from = filters.from ?? addMonths(to, -11)
  if (from > to) {
    throw new ApiError({
      en: `Field from: the first month (${from}) is after the last (${to})`,
      cn: `字段 from：起始月份（${from}）晚于结束月份（${to}）`,
    })
  }
  const months: Array<string> = []
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month)
  if (months.length > REPORT_MAX_MONTHS) {
    throw new ApiError({
      en: `Field from: a report covers at most ${REPORT_MAX_MONTHS} months (${months.length} asked)`,
      cn: `字段 from：报表最多覆盖 ${REPORT_MAX_MONTHS} 个月（请求了 ${months.length} 个月）`,
    })
  }
  return { from, to, zone, start: monthStartIn(from, zone), end: monthStartIn(addMonths(to, 1), zone), months }
}

const rowsOf = <T>(result: unknown): Array<T> => (result as { rows: Array<T> }).rows

const buyerSet = reportBuyers

const inPeriod = (column: SQL, p: Period) => inSpan(column, p)

async function filterOptions(db: Db, lan: Lan) {
  const [countries, categories, activities] = await Promise.all([
    db.execute(sql`SELECT c.code, c.name_en, c.name_zh FROM countries c ORDER BY c.sort, c.code`),
    db.execute(sql`SELECT id, name_en, name_zh FROM member_categories ORDER BY sort, id`),
    db.execute(sql`SELECT id, title_en AS name_en, title_zh AS name_zh FROM activities ORDER BY starts_at DESC, id`),
  ])
  type Named = { name_en: string; name_zh: string }
  return {
    countries: rowsOf<Named & { code: string }>(countries).map((r) => ({ code: r.code, name: pick(lan, r.name_en, r.name_zh) })),
    categories: rowsOf<Named & { id: number }>(categories).map((r) => ({ id: r.id, name: pick(lan, r.name_en, r.name_zh) })),
    activities: rowsOf<Named & { id: number }>(activities).map((r) => ({ id: r.id, name: pick(lan, r.name_en, r.name_zh) })),
  }
}

/** Month → count, from rows of (month, n). */
const series = (rows: Array<{ month: string; n: number | string }>) => new Map(rows.map((r) => [r.month, Number(r.n)]))

async function buyerMonths(db: Db, filters: Filters, p: Period, now: Date) {
  // Each figure is its definition in ./metrics.server.ts, grouped by month.
  const [joined, wishes, docks, inquiries] = await Promise.all([
    db.execute(sql`SELECT ${monthOf(sql`b.created_at`, p.zone)} AS month, count(*) AS n FROM (${newBuyers(filters, p)}) b GROUP BY 1`),
    db.execute(sql`SELECT ${monthOf(sql`w.updated_at`, p.zone)} AS month, count(*) AS n FROM (${meetingWishes(filters, p)}) w GROUP BY 1`),
    db.execute(sql`SELECT ${monthOf(sql`m.at`, p.zone)} AS month, ${meetingsHeld} AS held, ${deals} AS deals
      FROM (${eventMeetings(filters, p, now)}) m GROUP BY 1`),
    db.execute(sql`SELECT ${monthOf(sql`i.created_at`, p.zone)} AS month, count(*) AS n, ${quotedInquiries} AS quoted
      FROM (${inquiriesSent(filters, p)}) i GROUP BY 1`),
  ])
  const joinedBy = series(rowsOf(joined))
  const wishesBy = series(rowsOf(wishes))
  const dockRows = rowsOf<{ month: string; held: string; deals: string }>(docks)
  const heldBy = series(dockRows.map((r) => ({ month: r.month, n: r.held })))
  const dealsBy = series(dockRows.map((r) => ({ month: r.month, n: r.deals })))
  const inquiryRows = rowsOf<{ month: string; n: string; quoted: string }>(inquiries)
  const inquiriesBy = series(inquiryRows)
  const quotedBy = series(inquiryRows.map((r) => ({ month: r.month, n: r.quoted })))
  return p.months.map((month) => ({
    month,
    new_buyers: joinedBy.get(month) ?? 0,
    wishes: wishesBy.get(month) ?? 0,
    meetings: heldBy.get(month) ?? 0,
    deals: dealsBy.get(month) ?? 0,
    inquiries: inquiriesBy.get(month) ?? 0,
    quoted: quotedBy.get(month) ?? 0,
  }))
}

// Expressions, not output names, so the CSV's order pass can sort without selecting the figures.
const BUYER_ORDER: Record<(typeof BUYER_SORTS)[number], SQL> = {
  inquiries: sql`coalesce(i.n, 0) DESC, b.id`,
  meetings: sql`coalesce(d.held, 0) DESC, b.id`,
  deals: sql`coalesce(d.deals, 0) DESC, coalesce(d.amount, 0) DESC, b.id`,
  wishes: sql`coalesce(w.n, 0) DESC, b.id`,
  joined: sql`b.created_at DESC, b.id DESC`,
  company: sql`b.company, b.id`,
}

type BuyerRowRaw = {
  id: number
  company: string
  country: string
  country_en: string | null
  country_zh: string | null
  status: string
  cats: Array<number> | string
  created_at: Date | string
  wishes: string | number
  meetings: string | number
  deals: string | number
  intent_amount: string | number
  inquiries: string | number
  quoted: string | number
}

/**
 * Which buyers a rows query covers: one page of the table (LIMIT/OFFSET, what the screen shows),
 * every row's id only (`order`), or the given ids in the given order (a CSV chunk).
 */
type RowsWindow = { limit: number; offset: number } | { order: true } | { ids: ReadonlyArray<number> }

/**
 * The buyer table's rows: the period's new buyers, its active buyers, and buyers with a meeting
 * wish in it, each with their figures in the period (the metrics' definitions, grouped by buyer).
 * So the table's sums are the headline's totals, and the rows beyond the new buyers are the ones
 * who joined outside the period (the table says how many).
 */
function buyerRowsQuery(filters: Filters, p: Period, now: Date, sort: (typeof BUYER_SORTS)[number], window: RowsWindow): SQL {
  const ids = 'ids' in window ? `{${window.ids.join(',')}}` : null
  // A CSV chunk aggregates only its own buyers' activity, not the whole period's.
  const only = (column: string) => (ids === null ? sql`` : sql`WHERE ${sql.raw(column)} = ANY(${ids}::int[])`)
  // The order pass selects the ids only (the figures it sorts by stay in the database).
  const columns =
    'order' in window
      ? sql`b.id`
      : sql`b.id, b.company, b.country, c.name_en AS country_en, c.name_zh AS country_zh, b.status, b.cats, b.created_at,
      coalesce(w.n, 0) AS wishes, coalesce(d.held, 0) AS meetings, coalesce(d.deals, 0) AS deals,
      coalesce(d.amount, 0) AS intent_amount, coalesce(i.n, 0) AS inquiries, coalesce(i.quoted, 0) AS quoted`
  return sql`SELECT ${columns}
    FROM (${buyerSet(filters)}) b
    LEFT JOIN countries c ON c.code = b.country
    LEFT JOIN (SELECT w.buyer_user_id, count(*) AS n FROM (${meetingWishes(filters, p)}) w ${only('w.buyer_user_id')} GROUP BY 1) w ON w.buyer_user_id = b.id
    LEFT JOIN (SELECT m.buyer_user_id, ${meetingsHeld} AS held, ${deals} AS deals, ${dealAmountUsdCents} AS amount
      FROM (${eventMeetings(filters, p, now)}) m ${only('m.buyer_user_id')} GROUP BY 1) d ON d.buyer_user_id = b.id
    LEFT JOIN (SELECT i.user_id, count(*) AS n, ${quotedInquiries} AS quoted FROM (${inquiriesSent(filters, p)}) i ${only('i.user_id')} GROUP BY 1) i ON i.user_id = b.id
    WHERE (${inPeriod(sql`b.created_at`, p)} OR w.n > 0 OR b.id IN (${activeBuyers(filters, p, now)}))
      ${ids === null ? sql`` : sql`AND b.id = ANY(${ids}::int[])`}
    ORDER BY ${ids === null ? BUYER_ORDER[sort] : sql`array_position(${ids}::int[], b.id)`}
    ${'limit' in window ? sql`LIMIT ${window.limit} OFFSET ${window.offset}` : sql``}`
}

function buyerRow(r: BuyerRowRaw, lan: Lan, categoryNames: Map<number, string>, zone: string) {
  const cats = Array.isArray(r.cats) ? r.cats : String(r.cats).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number)
  return {
    id: r.id,
    company: r.company,
    country: r.country,
    country_name: r.country_en === null ? r.country : pick(lan, r.country_en, r.country_zh ?? r.country_en),
    status: r.status,
    categories: cats.map((id) => categoryNames.get(id) ?? String(id)).join(lan === 'cn' ? '、' : ', '),
    // The day of the business's calendar, as the months are.
    joined: dateKeyIn(new Date(r.created_at), zone),
    wishes: Number(r.wishes),
    meetings: Number(r.meetings),
    deals: Number(r.deals),
    intent_amount: Number(r.intent_amount),
    inquiries: Number(r.inquiries),
    quoted: Number(r.quoted),
  }
}

async function buyerReport(
  db: Db,
  lan: Lan,
  now: Date,
  input: Filters & { sort: (typeof BUYER_SORTS)[number]; page: number; page_size: number },
) {
  const p = periodOf(input, now)
  const buyers = buyerSet(input)
  const [options, months, byCountry, byStatus, countRows, activeRows, pageRows] = await Promise.all([
    filterOptions(db, lan),
    buyerMonths(db, input, p, now),
    db.execute(sql`SELECT b.country AS code, c.name_en, c.name_zh, count(*) FILTER (WHERE ${inPeriod(sql`b.created_at`, p)}) AS buyers,
        coalesce(sum(i.n), 0) AS inquiries
      FROM (${buyers}) b LEFT JOIN countries c ON c.code = b.country
      LEFT JOIN (SELECT i.user_id, count(*) AS n FROM (${inquiriesSent(input, p)}) i GROUP BY 1) i ON i.user_id = b.id
      GROUP BY 1, 2, 3 HAVING count(*) FILTER (WHERE ${inPeriod(sql`b.created_at`, p)}) > 0 OR coalesce(sum(i.n), 0) > 0
      ORDER BY 4 DESC, 1`),
    db.execute(
      sql`SELECT b.status, count(*) AS buyers FROM (${buyers}) b WHERE ${inPeriod(sql`b.created_at`, p)} GROUP BY 1 ORDER BY 2 DESC, 1`,
    ),
    db.execute(sql`SELECT count(*) AS n FROM (${buyerRowsQuery(input, p, now, input.sort, { order: true })}) t`),
    db.execute(sql`SELECT count(*) AS n FROM (${activeBuyers(input, p, now)}) a`),
    db.execute(buyerRowsQuery(input, p, now, input.sort, { limit: input.page_size, offset: (input.page - 1) * input.page_size })),
  ])
  const categoryNames = new Map(options.categories.map((c) => [c.id, c.name]))
  const totals = months.reduce(
    (sum, m) => ({
      new_buyers: sum.new_buyers + m.new_buyers,
      wishes: sum.wishes + m.wishes,
      meetings: sum.meetings + m.meetings,
      deals: sum.deals + m.deals,
      inquiries: sum.inquiries + m.inquiries,
      quoted: sum.quoted + m.quoted,
    }),
    { new_buyers: 0, wishes: 0, meetings: 0, deals: 0, inquiries: 0, quoted: 0 },
  )
  const total = Number(rowsOf<{ n: string }>(countRows)[0]?.n ?? 0)
  return {
    from: p.from,
    to: p.to,
    time_zone: p.zone,
    generated_at: now.toISOString(),
    options,
    totals: { ...totals, active_buyers: Number(rowsOf<{ n: string }>(activeRows)[0]?.n ?? 0) },
    not_filtered: notFiltered(input),
    months,
    by_country: rowsOf<{ code: string; name_en: string | null; name_zh: string | null; buyers: string; inquiries: string }>(byCountry).map(
      (r) => ({
        code: r.code,
        name: r.name_en === null ? r.code : pick(lan, r.name_en, r.name_zh ?? r.name_en),
        buyers: Number(r.buyers),
        inquiries: Number(r.inquiries),
      }),
    ),
    by_status: rowsOf<{ status: string; buyers: string }>(byStatus).map((r) => ({ status: r.status, buyers: Number(r.buyers) })),
    buyers: {
      list: rowsOf<BuyerRowRaw>(pageRows).map((r) => buyerRow(r, lan, categoryNames, p.zone)),
      total,
      page: input.page,
      page_size: input.page_size,
    },
    // The table's rows beyond the headline's new buyers: active buyers who registered outside the period.
    buyers_joined_outside: total - totals.new_buyers,
  }
}

async function monthlyReport(db: Db, lan: Lan, now: Date, input: Filters) {
  const p = periodOf(input, now)
  const [options, views, joined, brands, inquiries, quotes, docks, events] = await Promise.all([
    filterOptions(db, lan),
    db.execute(
      // One range count per month on the created_at index (index-only), not a month label per row.
      // The series runs over the zone's wall-clock months, each bound turned into an instant at the
      // zone's midnight (month arithmetic on timestamptz would follow the session's zone instead).
      sql`SELECT to_char(m, 'YYYY-MM') AS month,
          (SELECT count(*) FROM page_views
            WHERE created_at >= (m AT TIME ZONE ${p.zone}) AND created_at < ((m + interval '1 month') AT TIME ZONE ${p.zone})) AS n
        FROM generate_series(${`${p.from}-01`}::timestamp, ${`${p.to}-01`}::timestamp, interval '1 month') AS m`,
    ),
    db.execute(sql`SELECT ${monthOf(sql`b.created_at`, p.zone)} AS month, count(*) AS n FROM (${newBuyers(input, p)}) b GROUP BY 1`),
    db.execute(
      sql`SELECT ${monthOf(sql`created_at`, p.zone)} AS month, count(*) AS n FROM brands WHERE ${inPeriod(sql`created_at`, p)} GROUP BY 1`,
    ),
    db.execute(sql`SELECT ${monthOf(sql`i.created_at`, p.zone)} AS month, count(*) AS n, ${quotedInquiries} AS quoted, ${medianReplyHours()} AS reply
      FROM (${inquiriesSent(input, p)}) i GROUP BY 1`),
    // Quotes on the inquiries of the buyers the filters keep, dated when sent.
    db.execute(sql`SELECT ${monthOf(sql`q.created_at`, p.zone)} AS month, ${quotesSent()} AS n
      FROM quotes q JOIN inquiries i ON i.id = q.inquiry_id JOIN (${reportBuyers(input)}) b ON b.id = i.user_id
      WHERE ${inPeriod(sql`q.created_at`, p)} GROUP BY 1`),
    db.execute(sql`SELECT ${monthOf(sql`m.at`, p.zone)} AS month, count(*) AS meetings, ${meetingsHeld} AS held, ${noShows} AS no_shows,
        ${deals} AS deals, ${dealAmountUsdCents} AS amount
      FROM (${eventMeetings(input, p, now)}) m GROUP BY 1`),
    db.execute(sql`SELECT a.id, a.title_en AS name_en, a.title_zh AS name_zh, count(*) AS meetings,
        ${meetingsHeld} AS held, ${deals} AS deals, ${dealAmountUsdCents} AS amount
      FROM (${eventMeetings(input, p, now)}) m JOIN activities a ON a.id = m.activity_id
      GROUP BY 1, 2, 3 ORDER BY 6 DESC, 1`),
  ])
  const viewsBy = series(rowsOf(views))
  const joinedBy = series(rowsOf(joined))
  const brandsBy = series(rowsOf(brands))
  const inquiryRows = rowsOf<{ month: string; n: string; quoted: string; reply: string | number | null }>(inquiries)
  const inquiriesBy = series(inquiryRows)
  const quotedBy = series(inquiryRows.map((r) => ({ month: r.month, n: r.quoted })))
  const replyBy = new Map(inquiryRows.map((r) => [r.month, roundHours(r.reply)]))
  const quotesBy = series(rowsOf(quotes))
  type DockRow = { month: string; meetings: string; held: string; no_shows: string; deals: string; amount: string }
  const dockBy = new Map(rowsOf<DockRow>(docks).map((r) => [r.month, r]))
  return {
    from: p.from,
    to: p.to,
    time_zone: p.zone,
    generated_at: now.toISOString(),
    options,
    not_filtered: notFiltered(input),
    months: p.months.map((month) => {
      const d = dockBy.get(month)
      return {
        month,
        page_views: viewsBy.get(month) ?? 0,
        new_buyers: joinedBy.get(month) ?? 0,
        new_brands: brandsBy.get(month) ?? 0,
        inquiries: inquiriesBy.get(month) ?? 0,
        quoted: quotedBy.get(month) ?? 0,
        quotes: quotesBy.get(month) ?? 0,
        median_reply_hours: replyBy.get(month) ?? null,
        meetings: Number(d?.meetings ?? 0),
        held: Number(d?.held ?? 0),
        no_shows: Number(d?.no_shows ?? 0),
        deals: Number(d?.deals ?? 0),
        intent_amount: Number(d?.amount ?? 0),
      }
    }),
    by_event: rowsOf<{ id: number; name_en: string; name_zh: string; meetings: string; held: string; deals: string; amount: string }>(
      events,
    ).map((r) => ({
      id: r.id,
      name: pick(lan, r.name_en, r.name_zh),
      meetings: Number(r.meetings),
      held: Number(r.held),
      deals: Number(r.deals),
      intent_amount: Number(r.amount),
    })),
  }
}

/** Column headings of the CSV files, in the request's language. */
const CSV_HEADINGS = {
  buyer: {
    en: [
      'Company',
      'Country',
      'Verification',
      'Member categories',
      'Joined',
      'Wishes',
      'Meetings held',
      'Deals',
      'Intent amount (USD)',
      'Inquiries',
      'Quoted',
    ],
    cn: ['公司', '国家', '认证状态', '会员类别', '注册日期', '洽谈意向', '已举行洽谈', '成交', '意向金额（美元）', '询盘', '已报价'],
  },
  monthly: {
    en: [
      'Month',
      'Page views',
      'New buyers',
      'New brands',
      'Inquiries',
      'Quoted',
      'Quotes sent',
      'Median first reply (h)',
      'Meetings',
      'Held',
      'No-shows',
      'Deals',
      'Intent amount (USD)',
    ],
    cn: [
      '月份',
      '页面浏览',
      '新增采购商',
      '新增品牌',
      '询盘',
      '已报价',
      '发出报价',
      '首次回复中位时长（小时）',
      '洽谈',
      '已举行',
      '缺席',
      '成交',
      '意向金额（美元）',
    ],
  },
} as const

/**
 * The headings, with the date column naming the time zone its days and months are cut in: a
 * file travels without the page's stamp, and a spreadsheet needs its header to stay one row.
 */
function headingsIn(headings: ReadonlyArray<string>, en: string, cn: string, lan: Lan, zone: string): Array<string> {
  return headings.map((h) => (h === en || h === cn ? (lan === 'cn' ? `${h}（${zone}）` : `${h} (${zone})`) : h))
}

const STATUS_NAMES: Record<string, { en: string; cn: string }> = {
  verified: { en: 'verified', cn: '已认证' },
  submitted: { en: 'waiting', cn: '待审核' },
  rejected: { en: 'rejected', cn: '未通过' },
  none: { en: 'no profile', cn: '未提交资料' },
}

async function* buyerCsv(db: Db, lan: Lan, now: Date, input: Filters & { sort: (typeof BUYER_SORTS)[number] }): AsyncGenerator<string> {
  const p = periodOf(input, now)
  const options = await filterOptions(db, lan)
  const categoryNames = new Map(options.categories.map((c) => [c.id, c.name]))
  yield csvLine(headingsIn(CSV_HEADINGS.buyer[lan], 'Joined', '注册日期', lan, p.zone))
  const line = (raw: BuyerRowRaw) => {
    const r = buyerRow(raw, lan, categoryNames, p.zone)
    return csvLine([
      r.company,
      r.country_name,
      STATUS_NAMES[r.status]?.[lan] ?? r.status,
      r.categories,
      r.joined,
      r.wishes,
      r.meetings,
      r.deals,
      r.intent_amount / 100,
      r.inquiries,
      r.quoted,
    ])
  }
  // The first chunk is the table's first page (a top-N sort: the first rows come fast). Then the
  // table's order is computed once (ids only), and each further chunk reads its own buyers'
  // figures. Paging the full query by OFFSET instead re-aggregated the whole period per chunk.
  const first = rowsOf<BuyerRowRaw>(await db.execute(buyerRowsQuery(input, p, now, input.sort, { limit: CSV_CHUNK_ROWS, offset: 0 })))
  if (first.length) yield first.map(line).join('')
  if (first.length < CSV_CHUNK_ROWS) return
  const order = rowsOf<{ id: number }>(await db.execute(buyerRowsQuery(input, p, now, input.sort, { order: true })))
    .slice(CSV_CHUNK_ROWS)
    .map((r) => Number(r.id))
  for (let start = 0; start < order.length; start += CSV_CHUNK_ROWS) {
    const ids = order.slice(start, start + CSV_CHUNK_ROWS)
    yield rowsOf<BuyerRowRaw>(await db.execute(buyerRowsQuery(input, p, now, input.sort, { ids })))
      .map(line)
      .join('')
  }
}

async function* monthlyCsv(db: Db, lan: Lan, now: Date, input: Filters): AsyncGenerator<string> {
  const report = await monthlyReport(db, lan, now, input)
  yield csvLine(headingsIn(CSV_HEADINGS.monthly[lan], 'Month', '月份', lan, report.time_zone))
  for (const m of report.months) {
    yield csvLine([
      m.month,
      m.page_views,
      m.new_buyers,
      m.new_brands,
      m.inquiries,
      m.quoted,
      m.quotes,
      m.median_reply_hours,
      m.meetings,
      m.held,
      m.no_shows,
      m.deals,
      m.intent_amount / 100,
    ])
  }
}

export { STATUS_NAMES }

export const handlers: Array<BoundHandler> = [
  handle(reportBuyer, async (input, { db, lan, session, now }) => {
    requireStaff(session)
    return buyerReport(db, lan, now, input)
  }),
  handle(reportMonthly, async (input, { db, lan, session, now }) => {
    requireStaff(session)
    return monthlyReport(db, lan, now, input)
  }),
  handleCsv(reportCsv as typeof reportCsv & { produces: 'csv' }, async (input, { db, lan, session, now }) => {
    requireStaff(session)
    // Checked before the first byte: a bad period is an envelope naming the field, not a broken file.
    const p = periodOf(input, now)
    const chunks: AsyncIterable<string> = input.report === 'buyer' ? buyerCsv(db, lan, now, input) : monthlyCsv(db, lan, now, input)
    return { filename: `${input.report}-report-${p.from}-${p.to}.csv`, chunks } satisfies CsvAnswer
  }),
]
