/**
 * Browser monitoring: ingest (POST /api/monitor) and the analysts' report
 * (GET /api/monitor/report). Events are validated by the contract's zod schema, rate-limited
 * per client (client id and IP) and stored in monitor_events; what exceeds a limit is dropped
 * and counted in the answer, never an error (a browser must not retry a monitoring batch).
 */
import { and, count, desc, gte, like, lt, sql } from 'drizzle-orm'
import { monitorIngest, monitorReport } from '../../api/contract/monitor'
import type { Db } from '../db/client.server'
import { pruneQuotas, takeQuota } from '../db/rate-counters.server'
import { monitorEvents, rateCounters } from '../db/schema'
import { handle, type BoundHandler } from '../http/handler'

/** Events per client per minute, and per IP per minute (many tabs, or a forged client id). */
export const MONITOR_CLIENT_LIMIT = 60
export const MONITOR_IP_LIMIT = 300
const WINDOW_MS = 60_000
export const MONITOR_RETENTION_DAYS = 30
/** A request slower than this is reported by the browser (src/lib/monitoring/client.ts). */
export const SLOW_REQUEST_MS = 3000

let lastRetention = 0

/** Forgets the intake counters (tests). The counters live in the database (ADR 021). */
export async function resetMonitorQuotas(db: Db): Promise<void> {
  await db.delete(rateCounters).where(like(rateCounters.key, 'monitor:%'))
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return Math.round(sorted[index]! * 1000) / 1000
}

export const handlers: Array<BoundHandler> = [
  handle(monitorIngest, async (input, { db, ip, now }) => {
    const nowMs = now.getTime()
    // Shared by every instance: one atomic statement per counter.
    const byClient = await takeQuota(db, `monitor:c:${input.client_id}`, input.events.length, MONITOR_CLIENT_LIMIT, WINDOW_MS, now)
    const granted = ip ? await takeQuota(db, `monitor:i:${ip}`, byClient, MONITOR_IP_LIMIT, WINDOW_MS, now) : byClient
    const accepted = input.events.slice(0, granted)
    if (accepted.length) {
      await db.insert(monitorEvents).values(
        accepted.map((event) => ({
          clientId: input.client_id,
          type: event.type,
          route: event.route,
          name: event.name,
          value: event.value ?? null,
          status: event.status ?? null,
          detail: event.detail ?? null,
          // A browser clock far off is clamped to the server's.
          occurredAt: new Date(Math.abs(event.at - nowMs) > 86_400_000 ? nowMs : event.at),
        })),
      )
    }
    if (nowMs - lastRetention > 3_600_000) {
      lastRetention = nowMs
      await db.delete(monitorEvents).where(lt(monitorEvents.createdAt, new Date(nowMs - MONITOR_RETENTION_DAYS * 86_400_000)))
      await pruneQuotas(db, 86_400_000, now)
    }
    return { accepted: accepted.length, dropped: input.events.length - accepted.length }
  }),

  handle(monitorReport, async (input, { db, now }) => {
    const since = new Date(now.getTime() - input.days * 86_400_000)
    const recent = gte(monitorEvents.createdAt, since)
    const [[total], errors, requestRows, vitalRows] = await Promise.all([
      db.select({ n: count() }).from(monitorEvents).where(recent),
      db
        .select({
          type: monitorEvents.type,
          message: monitorEvents.name,
          count: count(),
          routes: sql<number>`count(distinct ${monitorEvents.route})::int`,
          lastAt: sql<string>`max(${monitorEvents.occurredAt})`,
          sampleRoute: sql<string>`min(${monitorEvents.route})`,
        })
        .from(monitorEvents)
        .where(and(recent, sql`${monitorEvents.type} in ('error', 'rejection', 'resource')`))
        .groupBy(monitorEvents.type, monitorEvents.name)
        .orderBy(desc(count()), desc(sql`max(${monitorEvents.occurredAt})`))
        .limit(50),
      db
        .select({ name: monitorEvents.name, status: monitorEvents.status, value: monitorEvents.value })
        .from(monitorEvents)
        .where(and(recent, sql`${monitorEvents.type} = 'request'`))
        .orderBy(desc(monitorEvents.id))
        .limit(5000),
      db
        .select({ route: monitorEvents.route, name: monitorEvents.name, value: monitorEvents.value })
        .from(monitorEvents)
        .where(and(recent, sql`${monitorEvents.type} = 'vital'`))
        .orderBy(desc(monitorEvents.id))
        .limit(20000),
    ])

    const requests = new Map<string, { count: number; failed: number; slow: number; durations: number[] }>()
    for (const row of requestRows) {
      const entry = requests.get(row.name) ?? { count: 0, failed: 0, slow: 0, durations: [] }
      entry.count++
      if (row.status === null || row.status === 0 || row.status >= 400) entry.failed++
      if ((row.value ?? 0) >= SLOW_REQUEST_MS) entry.slow++
      if (row.value !== null) entry.durations.push(row.value)
      requests.set(row.name, entry)
    }
    const vitals = new Map<string, { route: string; name: string; values: number[] }>()
    for (const row of vitalRows) {
      if (row.value === null) continue
      const key = `${row.route}\n${row.name}`
      const entry = vitals.get(key) ?? { route: row.route, name: row.name, values: [] }
      entry.values.push(row.value)
      vitals.set(key, entry)
    }
    return {
      since: since.toISOString(),
      total_events: total?.n ?? 0,
      errors: errors.map((row) => ({
        type: row.type,
        message: row.message,
        count: row.count,
        routes: row.routes,
        last_at: new Date(row.lastAt).toISOString(),
        sample_route: row.sampleRoute,
      })),
      requests: [...requests.entries()]
        .map(([name, entry]) => ({
          name,
          count: entry.count,
          failed: entry.failed,
          slow: entry.slow,
          p95_ms: Math.round(
            percentile(
              entry.durations.toSorted((a, b) => a - b),
              95,
            ),
          ),
        }))
        .toSorted((a, b) => b.failed + b.slow - (a.failed + a.slow) || b.count - a.count)
        .slice(0, 20),
      vitals: [...vitals.values()]
        .map((entry) => {
          const sorted = entry.values.toSorted((a, b) => a - b)
          return {
            route: entry.route,
            name: entry.name,
            count: sorted.length,
            p50: percentile(sorted, 50),
            p75: percentile(sorted, 75),
            p95: percentile(sorted, 95),
          }
        })
        .toSorted((a, b) => a.route.localeCompare(b.route) || a.name.localeCompare(b.name)),
    }
  }),
]
