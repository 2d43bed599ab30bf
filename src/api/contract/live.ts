// Contract entries of the `live` group: the hall screens' board and the organiser's
// announcements and check-in. The screens' event stream itself is Server-Sent Events at
// LIVE_STREAM_PATH (src/lib/live-events.ts), answered by the server entry: it is not JSON.
// Below them, the event day on phones (ADR 086): the meeting records of an activity, one record's
// header, and the save (queued by the service worker when offline, with an idempotency key; a stale
// `base_version` is answered with both versions). Handlers: src/server/live/records.server.ts. A
// brand's staff see their brand's records and organisers all; anyone else gets HTTP 403.
import * as z from 'zod/mini'
import { countryCode, endpoint, id, ok, optionalId, page, pageSize, requiredText, text } from './define'
import { recordCurrencies, recordOutcomes, recordRuleText, recordStates, type RecordRule } from './live-constants'

export const liveSlot = z.object({ id: z.number(), starts_at: z.string(), ends_at: z.string() })

export const liveAnnouncement = z.object({ id: z.number(), text_en: z.string(), text_zh: z.string(), at: z.string() })

export const livePairing = z.object({
  table_no: z.number(),
  table_label: z.string(),
  brand: z.string(),
  brand_country: z.string(),
  buyer_company: z.string(),
})

export const liveRecent = z.object({
  meeting_id: z.number(),
  /** The brand's name in the request's language; `brand_en` and `brand_zh` are both (each falls back to `brand` for an event stored without them). */
  brand: z.string(),
  brand_en: z.string(),
  brand_zh: z.string(),
  buyer: z.string(),
  country_code: z.string(),
  outcome: z.nullable(z.enum(['deal', 'follow_up', 'no_fit'])),
  amount: z.nullable(z.number()),
  currency: z.nullable(z.string()),
  at: z.string(),
})

export const liveStates = z.object({
  scheduled: z.number(),
  late: z.number(),
  checked_in: z.number(),
  in_progress: z.number(),
  done: z.number(),
  no_show: z.number(),
})

export const hallBoard = endpoint({
  name: 'hallBoard',
  group: 'live',
  method: 'GET',
  path: '/newApi/api_v2/Live/hallBoard',
  auth: 'anonymous',
  description:
    "A hall screen's snapshot of a matching activity: its slots now and next, the pairing board of both, per-state meeting counts, check-ins, wishes and demands, deals and intent totals by country and by the brand's category, the latest outcomes and the announcements. `last_event_id` is the live stream's position this snapshot includes: open the stream (LIVE_STREAM_PATH) after it. Without act_id: the activity of `country` (`edition` 2 = its second), else the live (or next) matching activity with a published schedule.",
  input: z.object({
    act_id: optionalId(),
    country: z.optional(countryCode()),
    edition: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(5))),
  }),
  output: z.object({
    activity: z.object({
      id: z.number(),
      title: z.string(),
      title_en: z.string(),
      title_zh: z.string(),
      venue: z.string(),
      country_code: z.string(),
      country_name: z.string(),
      state: z.enum(['upcoming', 'live', 'ended']),
      starts_at: z.string(),
      ends_at: z.string(),
    }),
    last_event_id: z.number(),
    server_time: z.string(),
    now_slot: z.nullable(liveSlot),
    next_slot: z.nullable(liveSlot),
    pairing_now: z.array(livePairing),
    pairing_next: z.array(livePairing),
    figures: z.object({
      meetings: z.number(),
      slots: z.number(),
      tables: z.number(),
      brands: z.number(),
      buyers: z.number(),
      checked_in: z.number(),
      wishes: z.number(),
      demands: z.number(),
      states: liveStates,
      deals: z.number(),
      /** No-shows whose freed slot was filled, and the others (ADR 097). */
      no_shows_recovered: z.number(),
      no_shows_unrecovered: z.number(),
    }),
    by_country: z.array(z.object({ country_code: z.string(), country_name: z.string(), deals: z.number(), amount: z.number() })),
    /** Deals by the brand's category (category_id 0: deals saved before events carried the category). */
    by_category: z.array(
      z.object({ category_id: z.number(), category_en: z.string(), category_zh: z.string(), deals: z.number(), amount: z.number() }),
    ),
    intent: z.array(z.object({ currency: z.string(), amount: z.number() })),
    recent: z.array(liveRecent),
    announcements: z.array(liveAnnouncement),
  }),
})

export const hallDemandWall = endpoint({
  name: 'hallDemandWall',
  group: 'live',
  method: 'GET',
  path: '/newApi/api_v2/Live/demandWall',
  auth: 'anonymous',
  description:
    "The buyers' published demands of the live matching activities (or act_id's), newest first, for the demand wall. `last_event_id` is the activity's stream position, as in hallBoard.",
  input: z.object({ act_id: optionalId() }),
  output: z.object({
    activity_id: z.number(),
    activity_title: z.string(),
    country_code: z.string(),
    server_time: z.string(),
    last_event_id: z.number(),
    list: z.array(
      z.object({
        id: z.number(),
        company: z.string(),
        country_code: z.string(),
        country_name: z.string(),
        category: z.string(),
        content: z.string(),
        quantity: z.string(),
        at: z.string(),
      }),
    ),
  }),
})

export const hallAnnouncementPost = endpoint({
  name: 'hallAnnouncementPost',
  group: 'live',
  method: 'POST',
  path: '/newApi/api_v2/Live/announcementPost',
  auth: 'user',
  description:
    "Organisers only: posts an announcement to the activity's hall screens (they show it within a second). At least one of text_en and text_zh; a screen shows its language's text, else the other.",
  input: z.object({ act_id: id(), text_en: z._default(text(280), ''), text_zh: z._default(text(280), '') }),
  output: liveAnnouncement,
})

export const hallAnnouncementRemove = endpoint({
  name: 'hallAnnouncementRemove',
  group: 'live',
  method: 'POST',
  path: '/newApi/api_v2/Live/announcementRemove',
  auth: 'user',
  description: "Organisers only: takes an announcement off the activity's hall screens.",
  input: z.object({ act_id: id(), id: id() }),
  output: ok(),
})

export const checkinAttendee = z.object({
  user_id: z.number(),
  name: z.string(),
  company: z.string(),
  ticket: z.string(),
  checked_in_at: z.nullable(z.string()),
})

export const checkinList = endpoint({
  name: 'checkinList',
  group: 'live',
  method: 'GET',
  path: '/newApi/api_v2/Live/checkinList',
  auth: 'user',
  description:
    "Organisers only: the activity's attendees (buyers with a published meeting) with their badge's ticket id and check-in time, matching `keyword` in name or company, by company, a page at a time (the badge sheet reads every page); badges are issued on first use.",
  input: z.object({ act_id: id(), keyword: z.optional(text(100)), page: page(), page_size: pageSize(50) }),
  output: z.object({ list: z.array(checkinAttendee), total: z.number(), checked_in: z.number() }),
})

export const badgeCheckin = endpoint({
  name: 'badgeCheckin',
  group: 'live',
  method: 'POST',
  path: '/newApi/api_v2/Live/checkin',
  auth: 'user',
  description:
    'Organisers only: checks an attendee in by the ticket id on their badge (scanned or typed) or by user_id (found by name). A second check-in answers `already` and changes nothing.',
  input: z.object({ act_id: id(), ticket: z.optional(text(32)), user_id: optionalId() }),
  output: z.extend(checkinAttendee, { already: z.boolean() }),
})

// ── meeting records on phones (ADR 086) ──
export const recordState = z.enum(recordStates)
export const recordOutcome = z.enum(recordOutcomes)
export const recordCurrency = z.enum(recordCurrencies)

const isoTime = () => z.nullable(z.iso.datetime({ offset: true }))
const isoDate = () => z.nullable(z.iso.date())

/** One meeting's record as its brand's staff and the organiser see it. */
export const recordItem = z.object({
  id: z.number(),
  act_id: z.number(),
  /** The scheduled meeting, or null for a walk-in. */
  meeting_id: z.nullable(z.number()),
  walk_in: z.boolean(),
  state: recordState,
  slot_id: z.nullable(z.number()),
  starts_at: z.nullable(z.string()),
  ends_at: z.nullable(z.string()),
  table_no: z.nullable(z.number()),
  buyer: z.object({ user_id: z.nullable(z.number()), company: z.string(), name: z.string(), country_code: z.string() }),
  brand: z.object({ id: z.number(), name: z.string(), logo: z.string(), country_code: z.string() }),
  checked_in_at: z.nullable(z.string()),
  started_at: z.nullable(z.string()),
  ended_at: z.nullable(z.string()),
  outcome: z.nullable(recordOutcome),
  intent_amount: z.nullable(z.number()),
  currency: recordCurrency,
  product_ids: z.array(z.number()),
  next_step: z.string(),
  next_step_date: z.nullable(z.string()),
  notes: z.string(),
  version: z.number(),
  updated_at: z.string(),
})

export const recordList = endpoint({
  name: 'recordList',
  group: 'live',
  method: 'GET',
  path: '/newApi/api_v2/Live/recordList',
  auth: 'user',
  description:
    "Everything a phone needs to record an activity's meetings for the day, offline included: the records (a brand's staff: their brand's; an organiser: all), the slots and tables, the brands' products and the activity's buyers (for walk-ins).",
  input: z.object({ act_id: id() }),
  output: z.object({
    act_id: z.number(),
    title: z.string(),
    venue: z.string(),
    time_zone: z.string(),
    slots: z.array(z.object({ id: z.number(), starts_at: z.string(), ends_at: z.string() })),
    tables: z.array(z.number()),
    records: z.array(recordItem),
    products: z.array(z.object({ id: z.number(), brand_id: z.number(), name: z.string(), image: z.string() })),
    buyers: z.array(z.object({ user_id: z.number(), company: z.string(), name: z.string(), country_code: z.string() })),
    /** The brand a walk-in is recorded for (a brand's staff), or null (an organiser picks one). */
    brand_id: z.nullable(z.number()),
    brands: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
})

export const recordHead = endpoint({
  name: 'recordHead',
  group: 'live',
  method: 'GET',
  path: '/newApi/api_v2/Live/recordHead',
  auth: 'user',
  description:
    "A meeting's header on its own (both parties, their companies, the table and the slot), for a second device or to show the buyer; for the brand's staff, the buyer of the meeting and organisers.",
  input: z.object({ act_id: id(), record_id: id() }),
  output: z.object({
    id: z.number(),
    act_id: z.number(),
    /** The published meeting the record belongs to (null for a walk-in): a live `record` event names it. */
    meeting_id: z.nullable(z.number()),
    activity_title: z.string(),
    time_zone: z.string(),
    state: recordState,
    starts_at: z.nullable(z.string()),
    ends_at: z.nullable(z.string()),
    table_no: z.nullable(z.number()),
    buyer: z.object({ company: z.string(), name: z.string(), country_code: z.string(), country_name: z.string() }),
    brand: z.object({ name: z.string(), logo: z.string(), country_code: z.string(), country_name: z.string() }),
  }),
})

/** The fields a save sends: the whole record as the phone has it. */
export const recordFields = {
  state: recordState,
  checked_in_at: isoTime(),
  started_at: isoTime(),
  ended_at: isoTime(),
  outcome: z.nullable(recordOutcome),
  intent_amount: z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(2_000_000_000))),
  currency: recordCurrency,
  product_ids: z.array(id()).check(z.maxLength(50)),
  next_step: text(300),
  next_step_date: isoDate(),
  notes: text(2000),
}

/**
 * The rules a save's fields must pass together. They are part of recordSave's input schema, so the
 * server checks them and the phone checks the same schema before it queues a save: a save the
 * server would refuse stays an editable draft on the phone instead of a queue entry that fails
 * later. Each rule names its field; its text (both languages, without the field's name) travels in
 * the issue's params, for the server's answer and the form's field error.
 */

type RecordSaveShape = {
  record_id?: number | undefined
  buyer_user_id?: number | undefined
  buyer_company?: string | undefined
  checked_in_at: string | null
  started_at: string | null
  ended_at: string | null
  outcome: string | null
  intent_amount: number | null
}

function checkRecordSave(input: RecordSaveShape): Array<{ path: string; rule: RecordRule }> {
  const problems: Array<{ path: string; rule: RecordRule }> = []
  if (input.record_id === undefined && !input.buyer_user_id && !input.buyer_company?.trim()) {
    problems.push({ path: 'buyer_company', rule: 'walk_in_buyer' })
  }
  const times = (['checked_in_at', 'started_at', 'ended_at'] as const)
    .filter((field) => input[field])
    .map((field) => [field, Date.parse(input[field]!)] as const)
  for (let k = 1; k < times.length; k++) {
    if (times[k]![1] < times[k - 1]![1]) problems.push({ path: times[k]![0], rule: 'time_order' })
  }
  if (input.intent_amount !== null && input.outcome === 'no_fit') problems.push({ path: 'intent_amount', rule: 'no_fit_amount' })
  return problems
}

export const recordSave = endpoint({
  name: 'recordSave',
  group: 'live',
  method: 'POST',
  path: '/newApi/api_v2/Live/recordSave',
  auth: 'user',
  description:
    "Saves a meeting's record (without record_id: a new walk-in meeting). The idempotency key makes a repeat or an offline replay store once; base_version is the version the phone edited, and a save over a newer version is not applied but answered with status 'conflict' and the stored record, so the phone offers both.",
  input: z
    .object({
      act_id: id(),
      record_id: optionalId(),
      /** The version the phone edited (0 for a walk-in). */
      base_version: z.number().check(z.int(), z.minimum(0)),
      idempotency_key: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
      /** A walk-in: the buyer (an account registered for the activity) or the company as typed. */
      buyer_user_id: optionalId(),
      buyer_company: z.optional(text(200)),
      /** A walk-in recorded by an organiser: the brand. */
      brand_id: optionalId(),
      table_no: z.optional(z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(10_000)))),
      ...recordFields,
    })
    .check(
      z.superRefine((input, ctx) => {
        for (const { path, rule } of checkRecordSave(input)) {
          ctx.addIssue({
            code: 'custom',
            path: [path],
            input: input[path as keyof typeof input],
            message: recordRuleText[rule].en,
            params: { rule, ...recordRuleText[rule] },
          })
        }
      }),
    ),
  output: z.object({ status: z.enum(['saved', 'conflict']), record: recordItem }),
})

// ── the schedule on the day: moving meetings and no-show recovery (ADR 097) ──
// Handlers: src/server/matching/recovery.server.ts. Organisers only (others get HTTP 403).

export const meetingMove = endpoint({
  name: 'meetingMove',
  group: 'live',
  method: 'POST',
  path: '/newApi/api_v2/Live/meetingMove',
  auth: 'user',
  description:
    "Organisers only: moves a published meeting to another slot and/or table of its activity. Refused, with the reason, when the table is taken in that slot, the buyer or the brand already meets someone then, the slot or table is not the activity's, or the meeting is under way or done. Its record follows; the parties' phones and the hall screens get a live event.",
  input: z.object({
    act_id: id(),
    meeting_id: id(),
    slot_id: id(),
    table_no: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
  }),
  output: z.object({ meeting_id: z.number(), slot_id: z.number(), table_no: z.number(), starts_at: z.string() }),
})

export const noShowCandidate = z.object({
  buyer_user_id: z.number(),
  company: z.string(),
  name: z.string(),
  country_code: z.string(),
  /** The scheduler's score of the pair (0‥100) and its reasons in the asked language. */
  score: z.number(),
  reasons: z.array(z.string()),
})

export const noShowBoard = endpoint({
  name: 'noShowBoard',
  group: 'live',
  method: 'GET',
  path: '/newApi/api_v2/Live/noShows',
  auth: 'user',
  description:
    "Organisers only: the activity's slots, tables and published meetings (to move one), its no-show settings and counts, and each open no-show (its slot not over, not yet filled) with the replacement buyers for the brand's freed slot: buyers who wished to meet the brand, are checked in at the door, are free in that slot and have no other meeting with the brand at the activity (met, under way or still to come), ranked by the scheduler's score with its reasons; and the late meetings (the buyer checked in at the door, not at the table) whose slot is not over. Judges overdue meetings first: late when the buyer is checked in at the door, else a no-show.",
  input: z.object({ act_id: id() }),
  output: z.object({
    act_id: z.number(),
    no_show_minutes: z.number(),
    recovered: z.number(),
    unrecovered: z.number(),
    /** For moving: the slots, tables and published meetings (with their record's state). */
    slots: z.array(liveSlot),
    tables: z.array(z.number()),
    meetings: z.array(
      z.object({ id: z.number(), slot_id: z.number(), table_no: z.number(), brand: z.string(), buyer: z.string(), state: recordState }),
    ),
    open: z.array(
      z.object({
        record_id: z.number(),
        slot_id: z.number(),
        starts_at: z.string(),
        ends_at: z.string(),
        table_no: z.number(),
        brand: z.object({ id: z.number(), name: z.string() }),
        missed: z.object({ user_id: z.nullable(z.number()), company: z.string() }),
        candidates: z.array(noShowCandidate),
      }),
    ),
    /** Meetings whose buyer is at the venue (checked in at the door) but not yet at the table, slot not over. */
    late: z.array(
      z.object({
        record_id: z.number(),
        slot_id: z.number(),
        starts_at: z.string(),
        ends_at: z.string(),
        table_no: z.number(),
        brand: z.string(),
        buyer: z.string(),
        /** When the buyer was checked in at the door. */
        arrived_at: z.nullable(z.string()),
      }),
    ),
  }),
})

export const noShowApply = endpoint({
  name: 'noShowApply',
  group: 'live',
  method: 'POST',
  path: '/newApi/api_v2/Live/noShowApply',
  auth: 'user',
  description:
    "Organisers only: fills a no-show's freed slot with a proposed buyer: a new meeting in that slot and at that table, published at once; the buyer and the brand get it on their phones and by SMS or mail, with the reason. Refused when the slot is over, already filled, or the buyer is no longer free or already has a meeting with the brand; never creates a second meeting of one buyer with one brand.",
  input: z.object({ act_id: id(), record_id: id(), buyer_user_id: id() }),
  output: z.object({ meeting_id: z.number(), record_id: z.number(), notified: z.number() }),
})

export const noShowSettings = endpoint({
  name: 'noShowSettings',
  group: 'live',
  method: 'POST',
  path: '/newApi/api_v2/Live/noShowSettings',
  auth: 'user',
  description:
    'Organisers only: the minutes after a slot starts by which a meeting nobody started is judged: late when its buyer is checked in at the door (nudged once), else a no-show (1 to 60; 10 by default).',
  input: z.object({ act_id: id(), no_show_minutes: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(60)) }),
  output: z.object({ act_id: z.number(), no_show_minutes: z.number() }),
})

export const demandPost = endpoint({
  name: 'demandPost',
  group: 'live',
  method: 'POST',
  path: '/newApi/api_v2/Live/demandPost',
  auth: 'user',
  description:
    "Buyers only: publishes a demand on a matching activity that has not ended (what they are looking for, the quantity, optionally the category). It is listed by getActivityNeedList and appears on the activity's demand wall (/realTime/demand) within a second, through the live stream's `demand` event. The company and country are the buyer's profile's. The text is stored as written and shown in both languages.",
  invalidates: ['needs'],
  input: z.object({
    act_id: id(),
    category_id: optionalId(),
    content: requiredText(500),
    quantity: z._default(text(100), ''),
  }),
  output: z.object({ id: z.number(), at: z.string() }),
})

export const demandMine = endpoint({
  name: 'demandMine',
  group: 'live',
  method: 'GET',
  path: '/newApi/api_v2/Live/demandMine',
  auth: 'user',
  description:
    'The demands the signed-in buyer published on the activity and has not withdrawn, newest first (the list under the demand form, each with its withdraw button). Anyone else gets an empty list.',
  input: z.object({ act_id: id() }),
  output: z.object({
    list: z.array(z.object({ id: z.number(), content: z.string(), quantity: z.string(), category: z.string(), at: z.string() })),
  }),
})

export const demandWithdraw = endpoint({
  name: 'demandWithdraw',
  group: 'live',
  method: 'POST',
  path: '/newApi/api_v2/Live/demandWithdraw',
  auth: 'user',
  description:
    "Withdraws a demand published with demandPost: its author or an organiser (anyone else gets HTTP 403 saying why). It leaves getActivityNeedList, the boards' counts and the demand wall (/realTime/demand) within a second, through the live stream's `demand_withdrawn` event. Idempotent: withdrawing it again answers the same, with the first withdrawal's time.",
  invalidates: ['needs'],
  input: z.object({ id: id() }),
  output: z.object({ id: z.number(), act_id: z.number(), withdrawn_at: z.string() }),
})
