import { useQuery } from '@tanstack/react-query'
import type { Viewer } from '@/lib/use-viewer'
import { m } from '@/paraglide/messages'
import { recordHeadQuery } from '../api/queries'
import { useRecordStream } from '../hooks/use-record-stream'
import { MeetingHeader } from './meeting-header'
import { LiveError, LiveLoading } from './viewer-gate'

/**
 * FormHead on its own (a second device, or shown to the buyer): large type, nothing else. It
 * follows the activity's stream: a move, a check-in, a start, an end or a no-show's replacement
 * shows without a reload.
 */
export function FormHeadPanel({ viewer, actId, recordId }: { viewer: Viewer; actId?: number; recordId?: number }) {
  if (!actId || !recordId) return <p className="text-dp-16 text-muted-foreground">{m.live_head_pick()}</p>
  return <FollowedHead viewer={viewer} actId={actId} recordId={recordId} />
}

function FollowedHead({ viewer, actId, recordId }: { viewer: Viewer; actId: number; recordId: number }) {
  const head = useQuery(recordHeadQuery(viewer.userId, actId, recordId))
  const stream = useRecordStream(viewer.userId, actId, recordId)
  if (!head.data) return head.error ? <LiveError error={head.error} retry={() => void head.refetch()} /> : <LiveLoading />
  const data = head.data
  return (
    <div className="flex flex-col gap-8" data-testid="form-head" data-stream={stream}>
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
