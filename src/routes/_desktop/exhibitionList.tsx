import { createFileRoute } from '@tanstack/react-router'
import { activityListQuery, countriesQuery } from '@/features/events/api/queries'
import { ActivityBrowser } from '@/features/events/components/activity-browser'
import { activityListInput, activitySearchSchema } from '@/features/events/utils/search'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/exhibitionList')({
  validateSearch: activitySearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(activityListQuery(activityListInput(deps))),
      context.queryClient.ensureQueryData(countriesQuery()),
    ]),
  head: ({ matches }) => pageHead({ matches, title: m.page_exhibitionList_title(), description: m.page_exhibitionList_lead() }),
  component: ActivitiesPage,
})

function ActivitiesPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <PageFrame
      title={m.page_exhibitionList_title()}
      lead={m.page_exhibitionList_lead()}
      crumbs={[{ label: m.page_exhibition_title(), to: '/exhibition' }]}
    >
      <ActivityBrowser search={search} onSearch={(next) => void navigate({ search: next })} compact={false} />
    </PageFrame>
  )
}
