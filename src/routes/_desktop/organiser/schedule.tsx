import { createFileRoute } from '@tanstack/react-router'
import { RequireViewer } from '@/components/require-viewer'
import { idSearchSchema } from '@/features/events/utils/search'
import { SchedulePanel } from '@/features/matching/components/schedule-panel'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/organiser/schedule')({
  validateSearch: idSearchSchema,
  head: ({ matches }) => pageHead({ matches, title: m.ev_schedule_title(), description: m.ev_schedule_lead(), noindex: true }),
  component: SchedulePage,
})

function SchedulePage() {
  const { id } = Route.useSearch()
  return (
    <PageFrame title={m.ev_schedule_title()} lead={m.ev_schedule_lead()} crumbs={[{ label: m.ev_organiser_title(), to: '/organiser' }]}>
      {id ? (
        <RequireViewer need="organiser">{(viewer) => <SchedulePanel viewer={viewer} actId={id} />}</RequireViewer>
      ) : (
        <p>{m.ev_no_activity_chosen()}</p>
      )}
    </PageFrame>
  )
}
