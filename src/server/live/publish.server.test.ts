/**
 * The live log stays bounded: pruning drops what no screen can still catch up, keeps each meeting's
 * latest record event (the board's figures), and leaves the board exactly as it was.
 */
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { liveEvents } from '../db/schema'
import { createTestApi, expectData, type TestApi } from '../app/test-api.server'
import type { LiveEvent, LiveMeetingState } from '../../lib/live-events'
import { pruneLiveLog, publishLive } from './publish.server'

const ACT = 2
const BOARD = '/newApi/api_v2/Live/hallBoard'
let api: TestApi

beforeAll(async () => {
  api = await createTestApi()
}, 120_000)
afterAll(() => api.close())

const record = (meeting: number, from: LiveMeetingState | null, to: LiveMeetingState): LiveEvent => ({
  type: 'record',
  meeting_id: meeting,
  from,
  to,
  brand: `Brand ${meeting}`,
  buyer: `Buyer ${meeting}`,
  country_code: 'EC',
  table_no: meeting,
  outcome: to === 'done' ? 'deal' : null,
  amount: to === 'done' ? 1000 * meeting : null,
  currency: to === 'done' ? 'USD' : null,
  at: '2026-06-15T08:00:00.000Z',
})

it('keeps the newest events and each meeting’s latest record; the board does not change', async () => {
  const seqs: Record<string, number> = {}
  seqs.m1checkin = await publishLive(api.db, ACT, record(1, 'scheduled', 'checked_in'))
  seqs.m1done = await publishLive(api.db, ACT, record(1, 'checked_in', 'done'))
  seqs.m2checkin = await publishLive(api.db, ACT, record(2, 'scheduled', 'checked_in'))
  seqs.walkIn = await publishLive(api.db, ACT, record(-7, null, 'done'))
  for (let i = 0; i < 4; i++) seqs[`refresh${i}`] = await publishLive(api.db, ACT, { type: 'refresh' })
  seqs.m2done = await publishLive(api.db, ACT, record(2, 'checked_in', 'done'))
  seqs.last = await publishLive(api.db, ACT, { type: 'refresh' })
  const before = await expectData<Record<string, unknown>>(api.get(BOARD, { act_id: ACT }))

  // Keep the newest 3: m2done, last and the refresh before m2done; m1done and the walk-in are kept as figures; m2’s check-in was superseded.
  expect(await pruneLiveLog(api.db, ACT, 3)).toBe(5)
  const left = await api.db
    .select({ seq: liveEvents.seq })
    .from(liveEvents)
    .where(and(eq(liveEvents.activityId, ACT)))
    .orderBy(asc(liveEvents.seq))
  expect(left.map((row) => row.seq)).toEqual([seqs.m1done, seqs.walkIn, seqs.refresh3, seqs.m2done, seqs.last])

  const after = await expectData<Record<string, unknown>>(api.get(BOARD, { act_id: ACT }))
  expect(after).toEqual(before)
  // Nothing more to prune.
  expect(await pruneLiveLog(api.db, ACT, 3)).toBe(0)
})
