import { createFileRoute } from '@tanstack/react-router'
import { exhibitionHead } from './-exhibition-head'
import { ExhibitionPage, loadExhibitions } from './-exhibition-page'
import { activitySearchSchema } from '@/features/events/utils/search'

export const Route = createFileRoute('/_desktop/exhibition')({
  validateSearch: activitySearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadExhibitions(context.queryClient, deps),
  head: ({ matches }) => exhibitionHead(matches),
  component: ActivitiesPage,
})

function ActivitiesPage() {
  const navigate = Route.useNavigate()
  return <ExhibitionPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: next })} compact={false} />
}
