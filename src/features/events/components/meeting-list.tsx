import { useQuery } from '@tanstack/react-query'
import { meetingsQuery } from '../api/queries'
import type { Viewer } from '@/lib/use-viewer'
import { EventTime } from '@/components/event-time'
import { downloadText } from '../utils/download'
import { buildIcs } from '@/lib/ics'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

/** The viewer's published meetings (one activity, or all), with an .ics of them. */
export function MeetingList({ viewer, actId }: { viewer: Viewer; actId?: number }) {
  const meetings = useQuery(meetingsQuery(viewer.userId, actId))
  if (!meetings.data) return <p className="text-dp-14 text-muted-foreground">{m.ev_loading()}</p>
  const list = meetings.data.list
  const asBrand = viewer.role === 'brand'
  const counterpart = (item: (typeof list)[number]) => (asBrand ? item.buyer.company : item.brand.name)
  const download = () =>
    downloadText(
      actId ? `meetings-${actId}.ics` : 'meetings.ics',
      buildIcs(
        list.map((item) => ({
          uid: `meeting-${item.id}@tradebridge`,
          start: item.starts_at,
          end: item.ends_at,
          title: m.ev_meeting_ics_title({ who: counterpart(item), table: item.table_no }),
          location: `${item.venue} · ${m.ev_table({ table: item.table_no })}`,
          description: `${item.activity_title}\n${item.reasons.join('; ')}`,
        })),
      ),
      'text/calendar;charset=utf-8',
    )
  return (
    <section aria-labelledby="my-meetings-h" className="flex flex-col gap-10">
      <div className="flex flex-wrap items-center justify-between gap-8">
        <h2 id="my-meetings-h" className="text-dp-18 font-semibold">
          {m.ev_my_meetings()}
        </h2>
        {list.length ? (
          <Button variant="outline" size="sm" onClick={download}>
            {m.ev_download_ics()}
          </Button>
        ) : null}
      </div>
      {list.length ? (
        <ul className="flex flex-col gap-8" data-testid="my-meetings">
          {list.map((item) => (
            <li key={item.id} className="flex flex-col gap-4 rounded-lg border border-border p-12">
              <div className="flex flex-wrap items-baseline justify-between gap-8">
                <span className="text-dp-16 font-semibold">{counterpart(item)}</span>
                <span className="text-dp-14">{m.ev_table({ table: item.table_no })}</span>
              </div>
              <span className="text-dp-14">
                <EventTime start={item.starts_at} end={item.ends_at} timeZone={item.time_zone} />
              </span>
              {!actId ? <span className="text-dp-13 text-muted-foreground">{item.activity_title}</span> : null}
              <span className="text-dp-13 text-muted-foreground">{item.reasons.join(' · ')}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-dp-14 text-muted-foreground">{m.ev_no_meetings()}</p>
      )}
    </section>
  )
}
