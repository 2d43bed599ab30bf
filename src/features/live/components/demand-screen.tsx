import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { demandWallQuery } from '../api/queries'
import { useLiveStream } from '../hooks/use-live-stream'
import { usePageTick } from '../hooks/use-page-tick'
import { rotatingPage } from '../utils/slot-clock'
import { HALL_THEME, KioskFrame } from './kiosk-frame'
import { venueTimeZone } from '@/lib/venue-time-zone'
import { m } from '@/paraglide/messages'

/** Demands per page: six cards of 32 px text, three across and two down, at 1920 × 1080. */
const PER_PAGE = 6

/**
 * The live wall of buyers' demands of the live activity: the newest first, six at a time, the
 * pages turning every few seconds and back to the first when a new demand arrives; reloaded when its
 * stream tells of a new demand (`demand`, published by demandPost), a withdrawn one
 * (`demand_withdrawn`) or of a change (`refresh`), and
 * every minute for demands stored without an event (seeded or imported).
 */
export function DemandScreen({ title }: { title: string }) {
  const client = useQueryClient()
  const query = { ...demandWallQuery(), refetchInterval: 60_000 }
  const { data } = useSuspenseQuery(query)
  const tick = usePageTick(data.list.length > PER_PAGE, data.list[0]?.id)
  const { rows, page, pages } = rotatingPage(data.list, PER_PAGE, tick)
  const status = useLiveStream({
    activityId: data.activity_id,
    after: data.last_event_id,
    onMessage: (message) => {
      if (message.type === 'refresh' || message.type === 'demand' || message.type === 'demand_withdrawn')
        void client.invalidateQueries({ queryKey: query.queryKey })
    },
    onReset: () => void client.invalidateQueries({ queryKey: query.queryKey }),
  })
  return (
    <KioskFrame
      title={title}
      subtitle={data.activity_title}
      theme={HALL_THEME}
      status={status}
      zone={venueTimeZone(data.country_code)}
      serverTime={data.server_time}
    >
      {data.list.length ? (
        <div className="flex min-h-0 flex-1 flex-col gap-16">
          <ul className="grid min-h-0 flex-1 grid-cols-3 grid-rows-2 gap-20" data-testid="demand-wall">
            {rows.map((d) => (
              <li key={d.id} className="flex min-h-0 flex-col gap-8 overflow-hidden rounded-xl bg-white/8 p-20">
                <span className="line-clamp-2 text-dp-36 leading-tight font-semibold break-words">{d.company}</span>
                <span className="text-dp-32 text-[#5eead4]">
                  {d.country_name}
                  {d.category ? ` · ${d.category}` : ''}
                </span>
                {/* A seeded demand's text names its quantity already; a published one has it apart. */}
                <p className="line-clamp-3 text-dp-32 leading-snug">{d.content}</p>
                {d.quantity && !d.content.includes(d.quantity) ? (
                  <p className="mt-auto truncate text-dp-32 font-semibold text-white/85">{d.quantity}</p>
                ) : null}
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <p className="text-right text-dp-32 text-white/75 tabular-nums" data-testid="demand-page">
              {m.hall_demand_page_of({ page, pages, demands: data.list.length })}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-dp-32">{m.hall_no_demands()}</p>
      )}
    </KioskFrame>
  )
}
