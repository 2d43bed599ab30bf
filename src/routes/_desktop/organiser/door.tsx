import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { useQuery } from '@tanstack/react-query'
import { RequireViewer } from '@/components/require-viewer'
import { boardQuery } from '@/features/live/api/queries'
import { DoorCheckIn } from '@/features/live/components/door-check-in'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { searchInt } from '@/lib/search-fields'
import { m } from '@/paraglide/messages'

// The door screen (/organiser/door?act_id=): badge check-in on its own, for the laptop or tablet at
// the entrance. Personal, so it renders after hydration; the server checks the organiser role.
export const Route = createFileRoute('/_desktop/organiser/door')({
  validateSearch: z.object({ act_id: searchInt() }),
  head: ({ matches }) => pageHead({ matches, title: m.hall_door_title(), description: m.hall_door_lead(), noindex: true }),
  component: DoorPage,
})

function DoorPage() {
  const { act_id } = Route.useSearch()
  return (
    <PageFrame title={m.hall_door_title()} lead={m.hall_door_lead()}>
      <RequireViewer need="organiser">{(viewer) => <DoorBoard viewer={viewer} actId={act_id} />}</RequireViewer>
    </PageFrame>
  )
}

/** The activity of the link, or the live one. */
function DoorBoard(props: { viewer: Parameters<typeof DoorCheckIn>[0]['viewer']; actId?: number }) {
  const board = useQuery(boardQuery(props.actId === undefined ? {} : { act_id: props.actId }))
  if (board.isPending) return <p role="status">{m.ev_loading()}</p>
  if (board.error) return <p role="alert">{board.error.message}</p>
  return (
    <DoorCheckIn
      viewer={props.viewer}
      actId={board.data.activity.id}
      title={`${board.data.activity.title} · ${board.data.activity.venue}`}
    />
  )
}
