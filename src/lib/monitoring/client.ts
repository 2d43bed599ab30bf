/**
 * Browser monitoring (spec §7), loaded after hydration when the browser is idle. It captures
 * runtime errors and unhandled rejections, resource load errors, failed and slow API requests
 * (paths only: query strings, and with them every key parameter, are dropped), Core Web
 * Vitals (web-vitals) and navigation timing. Events go to POST /api/monitor in batches of up to
 * 10, or every 10 s, whichever comes first, and with sendBeacon when the page is hidden.
 * Tracing stays off: no trace headers are added to any request.
 */
import type { InputOf } from '@/api/contract/define'
import type { monitorIngest } from '@/api/contract/monitor'

export type MonitorEvent = InputOf<typeof monitorIngest>['events'][number]

/** The contract's batch limit, repeated here so that this module carries no schema code
 * (client.test.ts checks that they agree). */
export const MONITOR_BATCH_MAX = 10

export const MONITOR_ENDPOINT = '/api/monitor'
export const FLUSH_INTERVAL_MS = 10_000
export const SLOW_REQUEST_MS = 3000
const MAX_BUFFER = 100

/** A URL's path, without query string or fragment (credentials travel as query params). */
export function redactUrl(raw: string, base = 'http://localhost'): string {
  try {
    const url = new URL(raw, base)
    return url.origin === new URL(base).origin ? url.pathname : `${url.origin}${url.pathname}`
  } catch {
    return raw.split(/[?#]/)[0] ?? ''
  }
}

function clip(value: string | undefined, max: number): string | undefined {
  if (value === undefined) return undefined
  return value.length > max ? value.slice(0, max) : value
}

/**
 * Batches events: a send as soon as 10 are waiting, else 10 s after the oldest waiting event
 * happened (so none waits longer), and on flush() (page hidden: with sendBeacon).
 */
export function createBatcher(
  send: (events: MonitorEvent[], viaBeacon: boolean) => void,
  { max = MONITOR_BATCH_MAX, intervalMs = FLUSH_INTERVAL_MS, now = Date.now, schedule = setTimeout, cancel = clearTimeout } = {},
) {
  let queue: MonitorEvent[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    push(event: MonitorEvent) {
      if (queue.length >= MAX_BUFFER) return
      queue.push({ ...event, name: clip(event.name, 500) || '(empty)', detail: clip(event.detail, 4000) })
      if (queue.length >= max) this.flush(false)
      else if (timer === undefined) timer = schedule(() => this.flush(false), Math.max(0, intervalMs - (now() - event.at)))
    },
    flush(viaBeacon: boolean) {
      if (timer !== undefined) cancel(timer)
      timer = undefined
      while (queue.length) {
        const batch = queue.slice(0, max)
        queue = queue.slice(max)
        send(batch, viaBeacon)
      }
    },
    size: () => queue.length,
  }
}

function clientId(): string {
  const key = 'monitorClientId'
  try {
    let id = sessionStorage.getItem(key)
    if (!id) {
      id = crypto.randomUUID()
      sessionStorage.setItem(key, id)
    }
    return id
  } catch {
    return crypto.randomUUID()
  }
}

let started = false
let report: ((event: Omit<MonitorEvent, 'at' | 'route'> & Partial<Pick<MonitorEvent, 'at' | 'route'>>) => void) | undefined

/** Reports one event (no-op before startMonitoring). */
export function reportEvent(event: Omit<MonitorEvent, 'at' | 'route'> & Partial<Pick<MonitorEvent, 'at' | 'route'>>): void {
  report?.(event)
}

export function reportError(error: unknown, type: 'error' | 'rejection' = 'error'): void {
  const err = error instanceof Error ? error : new Error(String(error))
  reportEvent({ type, name: err.message || err.name, detail: err.stack })
}

function reportVital(metric: { name: string; value: number; rating: string }): void {
  reportEvent({ type: 'vital', name: metric.name, value: Math.max(0, metric.value), detail: metric.rating })
}

export type EarlyError = { kind: 'error' | 'rejection' | 'resource'; message: string; source?: string; stack?: string; at: number }

export function startMonitoring(early: EarlyError[] = []): void {
  if (started) return
  started = true
  const id = clientId()
  const endpoint = `${MONITOR_ENDPOINT}?lan=${document.documentElement.lang === 'zh-CN' ? 'cn' : 'en'}`
  const originalFetch = window.fetch.bind(window)

  const batcher = createBatcher((events, viaBeacon) => {
    const body = JSON.stringify({ client_id: id, events })
    const blob = new Blob([body], { type: 'application/json' })
    if (viaBeacon && navigator.sendBeacon?.(endpoint, blob)) return
    void originalFetch(endpoint, { method: 'POST', body, headers: { 'content-type': 'application/json' } }).catch(() => undefined)
  })
  report = (event) => batcher.push({ at: Date.now(), route: window.location.pathname, ...event })

  for (const item of early) {
    if (item.kind === 'resource')
      reportEvent({ type: 'resource', name: redactUrl(item.source ?? item.message, location.href), detail: item.message, at: item.at })
    else reportEvent({ type: item.kind, name: item.message, detail: item.stack ?? item.source, at: item.at })
  }

  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as (Element & { src?: string; href?: string }) | null
      if (target && target !== (window as unknown as EventTarget) && (target.src || target.href)) {
        reportEvent({ type: 'resource', name: redactUrl(String(target.src || target.href), location.href), detail: target.tagName })
      } else {
        reportEvent({
          type: 'error',
          name: (event.error as Error | undefined)?.message || event.message || 'Error',
          detail: (event.error as Error | undefined)?.stack ?? `${event.filename}:${event.lineno}:${event.colno}`,
        })
      }
    },
    true,
  )
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'rejection'))

  // Failed and slow API requests, by path (the monitoring endpoint itself is left out).
  const monitoredFetch: typeof fetch = async (input, init) => {
    const sentAt = performance.now()
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const path = redactUrl(url, location.href)
    const watched = /^\/(newApi|api)\//i.test(path) && !path.startsWith(MONITOR_ENDPOINT)
    try {
      const response = await originalFetch(input, init)
      const ms = performance.now() - sentAt
      if (watched && (!response.ok || ms >= SLOW_REQUEST_MS)) {
        reportEvent({ type: 'request', name: path, status: response.status, value: Math.round(ms), detail: init?.method ?? 'GET' })
      }
      return response
    } catch (error) {
      if (watched)
        reportEvent({
          type: 'request',
          name: path,
          status: 0,
          value: Math.round(performance.now() - sentAt),
          detail: init?.method ?? 'GET',
        })
      throw error
    }
  }
  // A name that survives minification, so tests can tell that monitoring has started.
  Object.defineProperty(monitoredFetch, 'name', { value: 'monitoredFetch' })
  window.fetch = monitoredFetch

  // Navigation timing, once.
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  if (navigation) {
    const timing = {
      ttfb: Math.round(navigation.responseStart),
      dom_content_loaded: Math.round(navigation.domContentLoadedEventEnd),
      load: Math.round(navigation.loadEventEnd),
      transfer_bytes: navigation.transferSize,
    }
    reportEvent({
      type: 'navigation',
      name: navigation.type || 'navigate',
      value: Math.max(0, timing.load || timing.dom_content_loaded),
      detail: JSON.stringify(timing),
    })
  }

  // Core Web Vitals; each is reported when final (LCP and CLS when the page is hidden).
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    onCLS(reportVital)
    onFCP(reportVital)
    onINP(reportVital)
    onLCP(reportVital)
    onTTFB(reportVital)
  })

  const flushOnHide = () => {
    if (document.visibilityState === 'hidden') batcher.flush(true)
  }
  document.addEventListener('visibilitychange', flushOnHide)
  window.addEventListener('pagehide', () => batcher.flush(true))
}
