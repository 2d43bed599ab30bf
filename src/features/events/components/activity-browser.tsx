import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { activityListQuery, countriesQuery } from '../api/queries'
import { activityListInput, type ActivitySearch } from '../utils/search'
import { formatEventDates } from '@/lib/event-dates'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { venueTimeZone } from '@/lib/venue-time-zone'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

const STATES = ['upcoming', 'live', 'past'] as const

export function stateLabel(state: 'upcoming' | 'live' | 'ended'): string {
  return state === 'live' ? m.ev_state_live() : state === 'upcoming' ? m.ev_state_upcoming() : m.ev_state_past()
}

export function kindLabel(kind: string): string {
  return kind === 'matching' ? m.ev_kind_matching() : kind === 'online' ? m.events_kind_online() : m.ev_kind_exhibition()
}

/**
 * Upcoming, live and past activities with their filters (state, country, kind, month), all in
 * the URL's search params. Cards link to the activity page.
 */
export function ActivityBrowser({
  search,
  onSearch,
  compact = false,
}: {
  search: ActivitySearch
  onSearch: (next: ActivitySearch) => void
  compact?: boolean
}) {
  const { data } = useSuspenseQuery(activityListQuery(activityListInput(search)))
  const { data: countries } = useSuspenseQuery(countriesQuery())
  const locale = getLocale()
  const set = (patch: Partial<ActivitySearch>) => onSearch({ ...search, ...patch, page: undefined })
  const pages = Math.max(1, Math.ceil(data.total / data.page_size))
  return (
    <div className="flex flex-col gap-20">
      <div role="group" aria-label={m.ev_filter_state()} className="flex flex-wrap gap-8">
        <Button
          aria-pressed={!search.state}
          variant={!search.state ? 'default' : 'outline'}
          size="sm"
          onClick={() => set({ state: undefined })}
        >
          {m.ev_state_all()}
        </Button>
        {STATES.map((state) => (
          <Button
            key={state}
            aria-pressed={search.state === state}
            variant={search.state === state ? 'default' : 'outline'}
            size="sm"
            onClick={() => set({ state })}
          >
            {stateLabel(state === 'past' ? 'ended' : state)}
          </Button>
        ))}
      </div>
      <form className={cn('grid gap-12', compact ? 'grid-cols-1' : 'grid-cols-1 sm:grid-cols-3')} onSubmit={(e) => e.preventDefault()}>
        <label className="flex flex-col gap-4 text-dp-14">
          {m.ev_filter_country()}
          <select
            className="h-40 rounded-md border border-border bg-background px-8 text-dp-14"
            value={search.country ?? ''}
            onChange={(e) => set({ country: e.target.value || undefined })}
          >
            <option value="">{m.ev_filter_any()}</option>
            {countries.list.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-4 text-dp-14">
          {m.ev_filter_kind()}
          <select
            className="h-40 rounded-md border border-border bg-background px-8 text-dp-14"
            value={search.kind ?? ''}
            onChange={(e) => set({ kind: (e.target.value || undefined) as ActivitySearch['kind'] })}
          >
            <option value="">{m.ev_filter_any()}</option>
            <option value="exhibition">{m.ev_kind_exhibition()}</option>
            <option value="matching">{m.ev_kind_matching()}</option>
            <option value="online">{m.events_kind_online()}</option>
          </select>
        </label>
        <label className="flex flex-col gap-4 text-dp-14">
          {m.ev_filter_month()}
          <input
            type="month"
            className="h-40 rounded-md border border-border bg-background px-8 text-dp-14"
            value={search.month ?? ''}
            onChange={(e) => set({ month: e.target.value || undefined })}
          />
        </label>
      </form>
      <p className="text-dp-14 text-muted-foreground" role="status">
        {m.ev_result_count({ count: data.total })}
      </p>
      <ul className={cn('grid gap-16', compact ? 'grid-cols-1' : 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3')} data-testid="activity-list">
        {data.list.map((a) => (
          <li key={a.id}>
            <Link
              to="/exhibitionDetail"
              search={{ id: a.id }}
              className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm hover:border-primary focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <img src={a.cover} alt="" className="aspect-[16/7] w-full object-cover" loading="lazy" />
              <div className="flex flex-1 flex-col gap-8 p-16">
                <div className="flex flex-wrap gap-6">
                  <Badge variant={a.state === 'live' ? 'default' : 'secondary'}>{stateLabel(a.state)}</Badge>
                  <Badge variant="outline">{kindLabel(a.kind)}</Badge>
                </div>
                <h2 className="text-dp-18 leading-snug font-semibold">{a.title}</h2>
                <p className="text-dp-14 text-muted-foreground">
                  {a.kind === 'online' ? m.events_online_where({ country: a.country_name }) : `${a.country_name} · ${a.venue}`}
                </p>
                <p className="text-dp-14">{formatEventDates(a.starts_at, a.ends_at, venueTimeZone(a.country_code), locale)}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      {data.list.length === 0 ? <p className="text-dp-15">{m.ev_no_activities()}</p> : null}
      {pages > 1 ? (
        <nav aria-label={m.ev_pages()} className="flex items-center gap-12">
          <Button variant="outline" size="sm" disabled={data.page <= 1} onClick={() => onSearch({ ...search, page: data.page - 1 })}>
            {m.ev_prev()}
          </Button>
          <span className="text-dp-14">{m.ev_page_of({ page: data.page, pages })}</span>
          <Button variant="outline" size="sm" disabled={data.page >= pages} onClick={() => onSearch({ ...search, page: data.page + 1 })}>
            {m.ev_next()}
          </Button>
        </nav>
      ) : null}
    </div>
  )
}
