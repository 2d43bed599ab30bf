// Contract entries of the event day on phones (issue 29, ADR 086): the meeting records of an
// activity, one record's header, and the save (queued by the service worker when offline, with an
// idempotency key; a stale `base_version` is answered with both versions). Handlers:
// src/server/live/records.server.ts.
//
// Who may call: a brand's staff (their brand's records) and organisers (all); anyone else gets
// HTTP 403 with the envelope, like the dispatcher's own role checks.
import * as z from 'zod/mini'
import { endpoint, id, optionalId, text } from './define'
import { recordCurrencies, recordOutcomes, recordStates } from './live-constants'

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

export const recordSave = endpoint({
  name: 'recordSave',
  group: 'live',
  method: 'POST',
  path: '/newApi/api_v2/Live/recordSave',
  auth: 'user',
  description:
    "Saves a meeting's record (without record_id: a new walk-in meeting). The idempotency key makes a repeat or an offline replay store once; base_version is the version the phone edited, and a save over a newer version is not applied but answered with status 'conflict' and the stored record, so the phone offers both.",
  input: z.object({
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
  }),
  output: z.object({ status: z.enum(['saved', 'conflict']), record: recordItem }),
})
