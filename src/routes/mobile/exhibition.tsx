import { createFileRoute } from '@tanstack/react-router'
import { exhibitionHead } from '../_desktop/-exhibition-head'
import { ExhibitionPage, loadExhibitions } from '../_desktop/-exhibition-page'
import { activitySearchSchema } from '@/features/events/utils/search'

export const Route = createFileRoute('/mobile/exhibition')({
  validateSearch: activitySearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadExhibitions(context.queryClient, deps),
  head: ({ matches }) => exhibitionHead(matches),
  component: ActivitiesPage,
})

function ActivitiesPage() {
  const navigate = Route.useNavigate()
  return <ExhibitionPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: next })} compact={true} />
}
