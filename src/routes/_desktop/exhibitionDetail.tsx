import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { activityEventQuery, activityInfoQuery, activityNeedsQuery } from '@/features/events/api/queries'
import { ActivityDetail } from '@/features/events/components/activity-detail'
import { EventActions } from '@/features/events/components/event-actions'
import { DemandForm } from '@/features/live/components/demand-form'
import { MeetingList } from '@/features/events/components/meeting-list'
import { detailSearchSchema } from '@/features/events/utils/search'
import { BrandPanel } from '@/features/matching/components/brand-panel'
import { OrganiserLink } from '@/features/matching/components/organiser-link'
import { WishEditor } from '@/features/matching/components/wish-editor'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/exhibitionDetail')({
  validateSearch: detailSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (!deps.id) throw notFound()
    try {
      const [info] = await Promise.all([
        context.queryClient.ensureQueryData(activityInfoQuery(deps.id)),
        context.queryClient.ensureQueryData(activityEventQuery(deps.id)),
        context.queryClient.ensureQueryData(activityNeedsQuery(deps.id)),
      ])
      return { title: info.title, intro: info.intro }
    } catch {
      throw notFound()
    }
  },
  head: ({ matches, loaderData }) =>
    pageHead({
      matches,
      title: loaderData?.title ?? m.page_exhibitionDetail_title(),
      description: loaderData?.intro ?? m.page_exhibitionDetail_lead(),
    }),
  component: ExhibitionDetailPage,
})

function ExhibitionDetailPage() {
  const { id, meet } = Route.useSearch()
  const { data: info } = useSuspenseQuery(activityInfoQuery(id!))
  const ended = info.state === 'ended'
  // Online: no venue, no tables, so no meeting wishes; the join link is in EventActions.
  const online = info.kind === 'online'
  return (
    <PageFrame
      title={info.title}
      meta={online ? m.events_online_where({ country: info.country_name }) : `${info.venue} · ${info.country_name}`}
      crumbs={[{ label: m.page_exhibition_title(), to: '/exhibition' }]}
    >
      <ActivityDetail
        id={id!}
        actions={
          <EventActions actId={id!} ended={ended}>
            {(viewer) =>
              online ? null : viewer.role === 'brand' ? (
                <>
                  <MeetingList viewer={viewer} actId={id!} />
                  <BrandPanel viewer={viewer} actId={id!} />
                </>
              ) : viewer.role === 'organiser' ? (
                <OrganiserLink actId={id!} />
              ) : !ended && viewer.role !== 'analyst' ? (
                <>
                  <WishEditor viewer={viewer} actId={id!} preselect={meet} />
                  {viewer.role === 'buyer' && info.kind === 'matching' ? <DemandForm viewer={viewer} actId={id!} /> : null}
                </>
              ) : null
            }
          </EventActions>
        }
      />
    </PageFrame>
  )
}
