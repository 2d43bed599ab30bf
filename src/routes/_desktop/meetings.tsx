import { createFileRoute } from '@tanstack/react-router'
import { MeetingList } from '@/features/events/components/meeting-list'
import { RequireViewer } from '@/components/require-viewer'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

// Everyone's own published meetings (buyer or brand), with an .ics of them all.
export const Route = createFileRoute('/_desktop/meetings')({
  head: ({ matches }) => pageHead({ matches, title: m.ev_meetings_title(), description: m.ev_meetings_lead(), noindex: true }),
  component: MeetingsPage,
})

function MeetingsPage() {
  return (
    <PageFrame title={m.ev_meetings_title()} lead={m.ev_meetings_lead()}>
      <RequireViewer>{(viewer) => <MeetingList viewer={viewer} />}</RequireViewer>
    </PageFrame>
  )
}
