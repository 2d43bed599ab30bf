import { useQuery } from '@tanstack/react-query'
import type { Viewer } from '@/lib/use-viewer'
import { m } from '@/paraglide/messages'
import { recordHeadQuery } from '../api/queries'
import { MeetingHeader } from './meeting-header'
import { LiveError, LiveLoading } from './viewer-gate'

/** FormHead on its own (a second device, or shown to the buyer): large type, nothing else. */
export function FormHeadPanel({ viewer, actId, recordId }: { viewer: Viewer; actId?: number; recordId?: number }) {
  const head = useQuery({ ...recordHeadQuery(viewer.userId, actId ?? 0, recordId ?? 0), enabled: Boolean(actId && recordId) })
  if (!actId || !recordId) return <p className="text-dp-16 text-muted-foreground">{m.live_head_pick()}</p>
  if (!head.data) return head.error ? <LiveError error={head.error} retry={() => void head.refetch()} /> : <LiveLoading />
  const data = head.data
  return (
    <div className="flex flex-col gap-8">
      <p className="text-dp-14 text-muted-foreground">{data.activity_title}</p>
      <MeetingHeader
        large
        head={{
          buyer: { company: data.buyer.company, name: data.buyer.name, country: data.buyer.country_name },
          brand: { name: data.brand.name, country: data.brand.country_name },
          table_no: data.table_no,
          starts_at: data.starts_at,
          ends_at: data.ends_at,
          time_zone: data.time_zone,
          state: data.state,
        }}
      />
    </div>
  )
}
