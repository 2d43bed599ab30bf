import { useHydrated } from '@tanstack/react-router'
import { formatTime, visitorTimeZone, zoneLabel } from '@/lib/event-dates'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

/**
 * A meeting's or slot's time: in the venue's zone, named in words ("Jan 5, 10:00 – 10:30 Istanbul
 * time"), and the visitor's own time beside it where that differs (after hydration: the server
 * does not know the visitor's zone).
 */
export function EventTime({ start, end, timeZone }: { start: string; end: string; timeZone: string }) {
  const hydrated = useHydrated()
  const locale = getLocale()
  const visitor = hydrated ? visitorTimeZone() : null
  const differs = visitor !== null && formatTime(start, end, visitor, locale) !== formatTime(start, end, timeZone, locale)
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-8" data-testid="event-time">
      <span>
        <time dateTime={start}>{formatTime(start, end, timeZone, locale)}</time>{' '}
        <span className="text-muted-foreground">{zoneLabel(timeZone, locale)}</span>
      </span>
      {differs ? (
        <span className="text-dp-13 text-muted-foreground" data-testid="event-time-yours">
          {m.ev_time_yours({ time: formatTime(start, end, visitor, locale), zone: zoneLabel(visitor, locale) })}
        </span>
      ) : null}
    </span>
  )
}
