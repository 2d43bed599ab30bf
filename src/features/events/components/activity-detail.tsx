import { useId } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useHydrated } from '@tanstack/react-router'
import { activityEventQuery, activityInfoQuery, activityNeedsQuery } from '../api/queries'
import { buildIcs } from '@/lib/ics'
import { EventTime } from '@/components/event-time'
import { formatRange, visitorTimeZone, zoneLabel } from '@/lib/event-dates'
import { downloadText } from '../utils/download'
import { kindLabel, stateLabel } from './activity-browser'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

function Section({ title, children, id }: { title: string; children: React.ReactNode; id?: string }) {
  const headingId = `${useId()}-h`
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-12" id={id}>
      <h2 id={headingId} className="text-dp-22 font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The public part of an activity page: the same for every visitor, so SSR can cache it. */
export function ActivityDetail({ id, actions }: { id: number; actions?: React.ReactNode }) {
  const { data: info } = useSuspenseQuery(activityInfoQuery(id))
  const { data: event } = useSuspenseQuery(activityEventQuery(id))
  const { data: needs } = useSuspenseQuery(activityNeedsQuery(id))
  const hydrated = useHydrated()
  const locale = getLocale()
  const visitorZone = hydrated ? visitorTimeZone() : null
  // An online activity has no venue and no tables: its place is "online", its zone the host's.
  const online = info.kind === 'online'
  const where = online ? m.events_online_where({ country: info.country_name }) : `${info.venue}, ${info.country_name}`
  const ics = () =>
    downloadText(
      `activity-${info.id}.ics`,
      buildIcs([
        {
          uid: `activity-${info.id}@tradebridge`,
          start: info.starts_at,
          end: info.ends_at,
          title: info.title,
          location: online ? m.events_online_location() : where,
          description: info.intro,
        },
      ]),
      'text/calendar;charset=utf-8',
    )
  return (
    <div className="flex flex-col gap-32">
      <div className="grid gap-24 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-12">
          <div className="flex flex-wrap gap-6">
            <Badge variant={info.state === 'live' ? 'default' : 'secondary'}>{stateLabel(info.state)}</Badge>
            <Badge variant="outline">{kindLabel(info.kind)}</Badge>
          </div>
          <img src={info.cover} alt="" className="aspect-[16/6] w-full rounded-xl object-cover" />
          <p className="text-dp-16">{info.intro}</p>
        </div>
        <Card className="gap-10 self-start">
          <h2 className="text-dp-18 leading-tight font-semibold">{m.ev_when_where()}</h2>
          <p className="text-dp-15 font-medium" data-testid="activity-where">
            {where}
          </p>
          <dl className="grid gap-6 text-dp-14">
            <dt className="text-muted-foreground">
              {online
                ? m.events_host_time({ zone: zoneLabel(event.time_zone, locale) })
                : m.ev_venue_time({ zone: zoneLabel(event.time_zone, locale) })}
            </dt>
            <dd data-testid="venue-time">{formatRange(info.starts_at, info.ends_at, event.time_zone, locale)}</dd>
            {visitorZone && visitorZone !== event.time_zone ? (
              <>
                <dt className="text-muted-foreground">{m.ev_your_time({ zone: zoneLabel(visitorZone, locale) })}</dt>
                <dd data-testid="visitor-time">{formatRange(info.starts_at, info.ends_at, visitorZone, locale)}</dd>
              </>
            ) : null}
          </dl>
          <div className="flex flex-wrap gap-8">
            <Button variant="outline" size="sm" onClick={ics}>
              {m.ev_add_calendar()}
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/exhibitionHall" search={{ id: info.id }}>
                {m.ev_open_hall()}
              </Link>
            </Button>
          </div>
          <p className="text-dp-14" data-testid="meeting-counts">
            {m.ev_counts({ buyers: event.registered_buyers, meetings: event.confirmed_meetings, brands: info.brand_count })}
          </p>
        </Card>
      </div>

      {actions}

      <Section title={m.ev_agenda()}>
        <ol className="flex flex-col gap-8">
          {event.agenda.map((item) => (
            <li key={item.kind} className="flex flex-col rounded-lg border border-border p-12 sm:flex-row sm:gap-16">
              <span className="min-w-260 text-dp-14">
                <EventTime start={item.starts_at} end={item.ends_at} timeZone={event.time_zone} />
              </span>
              <span className="text-dp-15 font-medium">{item.title}</span>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={m.ev_brands_by_country()}>
        {event.countries.map((country) => (
          <div key={country.country_code} className="flex flex-col gap-8">
            <h3 className="text-dp-16 font-semibold">
              {m.ev_country_brands({ country: country.country_name, count: country.brands.length })}
            </h3>
            <ul className="flex flex-wrap gap-8">
              {country.brands.map((brand) => (
                <li key={brand.id}>
                  <Link
                    to="/brand"
                    search={{ id: brand.id } as never}
                    className="flex items-center gap-8 rounded-full border border-border px-10 py-4 text-dp-14 hover:border-primary"
                  >
                    <img src={brand.logo} alt="" className="size-24 rounded-full" loading="lazy" />
                    {brand.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Section>

      <Section title={m.ev_demands()}>
        {needs.list.length ? (
          <ul className="grid gap-12 sm:grid-cols-2">
            {needs.list.map((need) => (
              <li key={need.id} className="rounded-lg border border-border p-12">
                <p className="text-dp-15">{need.content}</p>
                <p className="text-dp-13 text-muted-foreground">
                  {need.buyer_company}
                  {need.category_name ? ` · ${need.category_name}` : ''}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-dp-14 text-muted-foreground">{m.ev_no_demands()}</p>
        )}
        {needs.total > needs.list.length ? (
          <p className="text-dp-13 text-muted-foreground">{m.ev_more_demands({ count: needs.total - needs.list.length })}</p>
        ) : null}
      </Section>
    </div>
  )
}
