/**
 * Publishing to an activity's live stream (ADR 094): one call from any domain.
 *
 *   await publishLive(db, activityId, { type: 'checkin', … })
 *
 * The event is stored with the activity's next sequence number in one statement (the row lock on
 * `live_streams` orders the publishers of one activity, so numbers commit in order), then the activity's tag is
 * invalidated on the response cache: its listeners are the in-process bus (PGlite), and on
 * PostgreSQL the invalidation bus (ADR 039) carries the tag to every other instance. Each
 * instance's hub then reads the new rows from the database: only the tag travels, never data.
 *
 * Call it after your own transaction commits (or pass nothing but `db`): the hub reads what is
 * committed. A failure to publish throws; the caller decides whether its write stands without it.
 *
 * The log stays bounded: every `PRUNE_EVERY`th event of an activity, what no screen can still catch
 * up (older than its newest `LIVE_CATCH_UP` events; such a screen reloads its snapshot instead) is
 * deleted, except each meeting's latest record event, which the board's figures are counted from.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { liveEvents, liveStreams } from '../db/schema'
import { liveTag, type LiveEvent } from '../../lib/live-events'

/** Events a reconnecting screen may catch up (the hub's limit); older ones are kept only as figures. */
export const LIVE_CATCH_UP = 2000
const PRUNE_EVERY = 500

type Announcer = (tags: ReadonlyArray<string>) => void
const announcers = new Set<Announcer>()

/** Where published tags go: the app's response cache (app-api.server.ts) or a test's. Returns the undo. */
export function onLivePublished(announce: Announcer): () => void {
  announcers.add(announce)
  return () => announcers.delete(announce)
}

/** Stores `event` as the activity's next one and tells every instance; returns its sequence number. */
export async function publishLive(db: Db, activityId: number, event: LiveEvent): Promise<number> {
  const { type, ...payload } = event
  // One statement (one round trip, its own transaction): take the next number, store the event.
  const result = (await db.execute(sql`
    WITH next AS (
      INSERT INTO ${liveStreams} (activity_id, last_seq) VALUES (${activityId}, 1)
      ON CONFLICT (activity_id) DO UPDATE SET last_seq = ${liveStreams}.last_seq + 1
      RETURNING last_seq
    )
    INSERT INTO ${liveEvents} (activity_id, seq, type, payload)
    SELECT ${activityId}, last_seq, ${type}, ${JSON.stringify(payload)}::jsonb FROM next
    RETURNING seq
  `)) as unknown as { rows: Array<{ seq: number }> }
  const seq = Number(result.rows[0]!.seq)
  if (seq % PRUNE_EVERY === 0) await pruneLiveLog(db, activityId, LIVE_CATCH_UP)
  for (const announce of announcers) announce([liveTag(activityId)])
  return seq
}

/**
 * Deletes the activity's events older than its newest `keep`, except each meeting's latest `record`
 * event (among all its events, so a record superseded inside the window goes too).
 */
export async function pruneLiveLog(db: Db, activityId: number, keep: number): Promise<number> {
  const result = (await db.execute(sql`
    DELETE FROM ${liveEvents} AS e
    USING (
      SELECT seq, type, row_number() OVER (
        PARTITION BY CASE WHEN type = 'record' THEN payload->>'meeting_id' END ORDER BY seq DESC
      ) AS newest
      FROM ${liveEvents}
      WHERE activity_id = ${activityId}
    ) AS old, ${liveStreams} AS s
    WHERE e.activity_id = ${activityId} AND s.activity_id = ${activityId} AND e.seq = old.seq
      AND e.seq <= s.last_seq - ${keep} AND NOT (old.type = 'record' AND old.newest = 1)
  `)) as unknown as { affectedRows?: number; rowCount?: number }
  return Number(result.affectedRows ?? result.rowCount ?? 0)
}
