/**
 * Browser monitoring (spec §7): our own endpoints, beside the spec's 68. The browser sends
 * batches of at most 10 events (scripts in src/lib/monitoring/); logged-in analysts read the
 * aggregates at /report/monitoring. Tracing is off: no trace or span ids are accepted.
 */
import * as z from 'zod/mini'
import { endpoint } from './define'

export const MONITOR_BATCH_MAX = 10

export const monitorEventTypes = ['error', 'rejection', 'resource', 'request', 'vital', 'navigation'] as const

const monitorEvent = z.object({
  /** error / rejection: a runtime error; resource: a failed script, style or image; request: a failed or slow API call; vital: a Web Vital; navigation: navigation timing. */
  type: z.enum(monitorEventTypes),
  /** The page's path (no query string). */
  route: z.string().check(z.trim(), z.minLength(1), z.maxLength(300), z.startsWith('/')),
  /** When it happened (ms since the epoch). */
  at: z.number().check(z.int(), z.positive()),
  /** The message, the resource or API path (without credentials), or the metric name. */
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  /** Duration or metric value. */
  value: z.optional(z.number().check(z.minimum(0), z.maximum(3_600_000))),
  /** HTTP status of a request (0 when there was no response). */
  status: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(999))),
  /** A stack, a source location or a metric rating. */
  detail: z.optional(z.string().check(z.maxLength(4000))),
})

export const monitorIngest = endpoint({
  name: 'monitorIngest',
  group: 'monitor',
  method: 'POST',
  path: '/api/monitor',
  auth: 'anonymous',
  description:
    'Stores a batch of browser monitoring events (at most 10). Rate-limited per client; events over the limit are dropped and counted.',
  /** Ten events with their messages and stacks fit well under this; anything larger is refused unread. */
  maxBodyBytes: 64 * 1024,
  input: z.object({
    /** A random id the browser keeps for the session (the rate-limit key, with the IP). */
    client_id: z.string().check(z.regex(/^[\w-]{8,64}$/)),
    events: z.array(monitorEvent).check(z.minLength(1), z.maxLength(MONITOR_BATCH_MAX)),
  }),
  output: z.object({ accepted: z.number(), dropped: z.number() }),
})

const percentiles = { p50: z.number(), p75: z.number(), p95: z.number() }

export const monitorReport = endpoint({
  name: 'monitorReport',
  group: 'monitor',
  method: 'GET',
  path: '/api/monitor/report',
  auth: 'analyst',
  description: 'Monitoring aggregates for analysts: error groups, top failing requests, Web Vitals percentiles by route.',
  input: z.object({ days: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(90)), 7) }),
  output: z.object({
    since: z.string(),
    total_events: z.number(),
    errors: z.array(
      z.object({
        type: z.string(),
        message: z.string(),
        count: z.number(),
        routes: z.number(),
        last_at: z.string(),
        sample_route: z.string(),
      }),
    ),
    requests: z.array(z.object({ name: z.string(), count: z.number(), failed: z.number(), slow: z.number(), p95_ms: z.number() })),
    vitals: z.array(z.object({ route: z.string(), name: z.string(), count: z.number(), ...percentiles })),
  }),
})
