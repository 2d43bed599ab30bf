import { createFileRoute, notFound } from '@tanstack/react-router'
import { currentHallActivityQuery, hallQuery } from '@/features/events/api/queries'
import { ExhibitionHall } from '@/features/events/components/exhibition-hall'
import { idSearchSchema } from '@/features/events/utils/search'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/exhibitionHall')({
  validateSearch: idSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  // Without an id (the footer's link): the hall of the live or next activity.
  loader: async ({ context, deps }) => {
    const id = deps.id ?? (await context.queryClient.ensureQueryData(currentHallActivityQuery())).list[0]?.id
    if (!id) throw notFound()
    try {
      const hall = await context.queryClient.ensureQueryData(hallQuery(id))
      return { id, title: hall.title }
    } catch {
      throw notFound()
    }
  },
  head: ({ matches, loaderData }) =>
    pageHead({
      matches,
      title: loaderData ? m.ev_hall_title({ title: loaderData.title }) : m.page_exhibitionHall_title(),
      description: m.page_exhibitionHall_lead(),
    }),
  component: ExhibitionHallPage,
})

function ExhibitionHallPage() {
  const data = Route.useLoaderData()
  return (
    <PageFrame
      title={m.ev_hall_title({ title: data.title })}
      lead={m.page_exhibitionHall_lead()}
      crumbs={[{ label: m.page_exhibition_title(), to: '/exhibition' }]}
    >
      <ExhibitionHall id={data.id} />
    </PageFrame>
  )
}
