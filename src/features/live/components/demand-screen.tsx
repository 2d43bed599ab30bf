import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { demandWallQuery } from '../api/queries'
import { useLiveStream } from '../hooks/use-live-stream'
import { HALL_THEME, KioskFrame } from './kiosk-frame'
import { venueTimeZone } from '@/lib/venue-time-zone'
import { m } from '@/paraglide/messages'

/**
 * The live wall of buyers' demands of the live activity: the newest twelve, reloaded when its
 * stream tells of a new demand (`demand`, published by demandPost), a withdrawn one
 * (`demand_withdrawn`) or of a change (`refresh`), and
 * every minute for demands stored without an event (seeded or imported).
 */
export function DemandScreen({ title }: { title: string }) {
  const client = useQueryClient()
  const query = { ...demandWallQuery(), refetchInterval: 60_000 }
  const { data } = useSuspenseQuery(query)
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
        <ul className="grid min-h-0 flex-1 grid-cols-4 grid-rows-3 gap-20" data-testid="demand-wall">
          {data.list.slice(0, 12).map((d) => (
            <li key={d.id} className="flex min-h-0 flex-col gap-8 overflow-hidden rounded-xl bg-white/8 p-20">
              <span className="truncate text-dp-24 font-semibold">{d.company}</span>
              <span className="text-dp-18 text-[#5eead4]">
                {d.country_name}
                {d.category ? ` · ${d.category}` : ''}
              </span>
              {/* A seeded demand's text names its quantity already; a published one has it apart. */}
              <p className="line-clamp-4 text-dp-22">{d.content}</p>
              {d.quantity && !d.content.includes(d.quantity) ? (
                <p className="truncate text-dp-20 font-semibold text-white/85">{d.quantity}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-dp-32">{m.hall_no_demands()}</p>
      )}
    </KioskFrame>
  )
}
