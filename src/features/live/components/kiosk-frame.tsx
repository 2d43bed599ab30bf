import { useSyncExternalStore, type ReactNode } from 'react'
import type { StreamStatus } from '../hooks/use-live-stream'
import { cn } from '@/lib/utils'
import { getLocale } from '@/paraglide/runtime'
import { m } from '@/paraglide/messages'

/** A screen's colours: the default hall, or a country's own (flag colours on a dark ground). */
export type KioskTheme = { ground: string; accent: string; accentText: string; stripe: Array<string> }

export const HALL_THEME: KioskTheme = {
  ground: 'bg-[#0b1526]',
  accent: 'bg-[#14b8a6]',
  accentText: 'text-[#5eead4]',
  stripe: ['bg-[#14b8a6]', 'bg-[#0ea5e9]'],
}

export const COUNTRY_THEMES: Record<'EC' | 'MY' | 'TR', KioskTheme> = {
  // Ecuador: yellow, blue, red.
  EC: {
    ground: 'bg-[#071a3d]',
    accent: 'bg-[#ffd100]',
    accentText: 'text-[#ffd100]',
    stripe: ['bg-[#ffd100]', 'bg-[#034ea2]', 'bg-[#ed1c24]'],
  },
  // Malaysia: royal blue, red, yellow.
  MY: {
    ground: 'bg-[#0a0a4a]',
    accent: 'bg-[#ffcc00]',
    accentText: 'text-[#ffcc00]',
    stripe: ['bg-[#cc0001]', 'bg-white', 'bg-[#010066]', 'bg-[#ffcc00]'],
  },
  // Türkiye: red and white.
  TR: { ground: 'bg-[#3d0508]', accent: 'bg-white', accentText: 'text-white', stripe: ['bg-[#e30a17]', 'bg-white'] },
}

/** The venue's clock, ticking after hydration (the server's time until then, so both render alike). */
function everySecond(tick: () => void) {
  const timer = setInterval(tick, 1000)
  return () => clearInterval(timer)
}

function Clock({ zone, serverTime }: { zone: string; serverTime: string }) {
  const seconds = useSyncExternalStore(
    everySecond,
    () => Math.floor(Date.now() / 1000),
    () => Math.floor(Date.parse(serverTime) / 1000),
  )
  const now = new Date(seconds * 1000)
  const text = new Intl.DateTimeFormat(getLocale(), { timeZone: zone, hour: '2-digit', minute: '2-digit', hour12: false }).format(now)
  return (
    <time dateTime={now.toISOString()} className="text-dp-56 font-semibold tabular-nums">
      {text}
    </time>
  )
}

export function StatusDot({ status }: { status: StreamStatus }) {
  const label =
    status === 'live' ? m.hall_status_live() : status === 'connecting' ? m.hall_status_connecting() : m.hall_status_reconnecting()
  return (
    <span role="status" data-testid="stream-status" data-status={status} className="flex items-center gap-12 text-dp-32">
      <span
        aria-hidden
        className={cn(
          'size-20 rounded-full',
          status === 'live' ? 'bg-[#22c55e]' : status === 'connecting' ? 'bg-[#eab308]' : 'bg-[#f97316]',
        )}
      />
      {label}
    </span>
  )
}

/**
 * The full-screen frame of every hall screen (1920 × 1080, no scrolling, no site header or
 * footer): the title band with the clock and the stream's state, the screen's body, and an
 * optional ticker at the foot.
 */
export function KioskFrame({
  title,
  subtitle,
  theme = HALL_THEME,
  status,
  zone,
  serverTime,
  ticker,
  children,
}: {
  title: string
  subtitle?: ReactNode
  theme?: KioskTheme
  status: StreamStatus
  zone: string
  serverTime: string
  ticker?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={cn('flex h-dvh w-full flex-col overflow-hidden text-white', theme.ground)}>
      <div aria-hidden className="flex h-10 w-full">
        {theme.stripe.map((c, i) => (
          <span key={i} className={cn('flex-1', c)} />
        ))}
      </div>
      <header className="flex items-center justify-between gap-32 px-48 py-20">
        <div className="flex min-w-0 flex-col gap-4">
          <h1 className="truncate text-dp-48 leading-tight font-bold">{title}</h1>
          {subtitle ? <div className={cn('truncate text-dp-32', theme.accentText)}>{subtitle}</div> : null}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-4">
          <Clock zone={zone} serverTime={serverTime} />
          <StatusDot status={status} />
        </div>
      </header>
      <main className="flex min-h-0 flex-1 flex-col gap-24 px-48 pb-24">{children}</main>
      {ticker}
    </div>
  )
}

/** A big figure with its label, readable across the hall (no text under 32 px on a 1920 px screen). */
export function Figure({
  label,
  value,
  accent,
  testId,
  detail,
  className,
}: {
  label: string
  value: number | string
  accent?: string
  testId?: string
  /** Lines beside the figure (e.g. how many no-shows were recovered). */
  detail?: ReactNode
  className?: string
}) {
  return (
    <div className={cn('flex min-w-0 flex-col justify-between gap-4 rounded-xl bg-white/8 px-24 py-16', className)} data-testid={testId}>
      <span className="truncate text-dp-32 text-white/80">{label}</span>
      <span className="flex items-end gap-16">
        <span className={cn('text-dp-72 leading-none font-bold tabular-nums', accent)}>{value}</span>
        {detail ? (
          <span className="flex flex-col text-dp-32 leading-tight whitespace-nowrap text-white/80 tabular-nums">{detail}</span>
        ) : null}
      </span>
    </div>
  )
}
