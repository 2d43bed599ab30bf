/**
 * The events of an activity's live stream (ADR 094): what the hall screens and phones receive
 * over Server-Sent Events. A domain publishes one with `publishLive(db, activityId, event)`
 * (src/server/live/publish.server.ts); the stream's SSE id is the event's `seq`, which rises by
 * one per event of an activity, so a screen that reconnects catches up from `Last-Event-ID`.
 *
 * Kept free of imports: the screens' bundle reads these types and names only.
 */

/** A meeting's state on the day (the meeting records own the transitions). */
export type LiveMeetingState = 'scheduled' | 'late' | 'checked_in' | 'in_progress' | 'done' | 'no_show'
export type LiveOutcome = 'deal' | 'follow_up' | 'no_fit'

export type LiveEvent =
  /** An organiser posted an announcement to the hall screens. */
  | { type: 'announcement'; id: number; text_en: string; text_zh: string; at: string }
  /** An organiser took an announcement down. */
  | { type: 'announcement_removed'; id: number }
  /** A registered buyer was checked in at the door (badge or name). */
  // No user id or company: the stream is anonymous (a hall screen only counts check-ins).
  | { type: 'checkin'; at: string }
  /**
   * A meeting record was saved: `from` → `to` lets a screen move its counts without a reload
   * (`from` is null for a walk-in). Outcome, amount and currency once the meeting is done.
   */
  | {
      type: 'record'
      meeting_id: number
      from: LiveMeetingState | null
      to: LiveMeetingState
      /** The brand's name in the saver's language (every event has it; a screen's fallback). */
      brand: string
      /** The brand's name in both languages, and its category (events stored before these were carried have none). */
      brand_en?: string
      brand_zh?: string
      category_id?: number | null
      category_en?: string
      category_zh?: string
      buyer: string
      country_code: string
      table_no: number | null
      outcome: LiveOutcome | null
      /** Intent amount in whole units of `currency`. */
      amount: number | null
      currency: string | null
      at: string
      /** The record's version after this save: `meeting_id` and `version` name one save (events stored before it was carried have none). */
      version?: number
    }
  /** A buyer published a demand for the activity (the demand wall reloads; boards count it). */
  | { type: 'demand'; id: number; at: string }
  /** Its author (or an organiser) withdrew a demand: the wall reloads; boards count one less. */
  | { type: 'demand_withdrawn'; id: number }
  /** The schedule or the figures changed in a way no event above describes: reload the board. */
  | { type: 'refresh' }

export type LiveEventType = LiveEvent['type']

/** An event as it travels: with its sequence number (the SSE id). */
export type LiveMessage = LiveEvent & { seq: number }

export const LIVE_EVENT_TYPES: ReadonlyArray<LiveEventType> = [
  'announcement',
  'announcement_removed',
  'checkin',
  'record',
  'demand',
  'demand_withdrawn',
  'refresh',
]

/** The SSE endpoint of an activity's stream (answered by the server entry, not the JSON contract). */
export const LIVE_STREAM_PATH = '/newApi/api_v2/Live/stream'

/** The invalidation-bus tag that says "activity N's stream has new events". */
export const liveTag = (activityId: number) => `live:${activityId}`
export const LIVE_TAG_PREFIX = 'live:'
