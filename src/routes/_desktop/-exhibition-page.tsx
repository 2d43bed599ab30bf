// The activity list page of /exhibition and /mobile/exhibition (the same data and component; the
// phone's is compact). Each route file keeps its own path, search validation and navigation.
// Imported only by the routes' split loader and component; their head is in ./-exhibition-head.
import type { QueryClient } from '@tanstack/react-query'
import { activityListQuery, countriesQuery } from '@/features/events/api/queries'
import { ActivityBrowser } from '@/features/events/components/activity-browser'
import { activityListInput, type ActivitySearch } from '@/features/events/utils/search'
import { PageFrame } from '@/features/site/components/page-frame'
import { m } from '@/paraglide/messages'

export const loadExhibitions = (queryClient: QueryClient, search: ActivitySearch) =>
  Promise.all([queryClient.ensureQueryData(activityListQuery(activityListInput(search))), queryClient.ensureQueryData(countriesQuery())])

export function ExhibitionPage(props: { search: ActivitySearch; onSearch: (next: ActivitySearch) => void; compact: boolean }) {
  return (
    <PageFrame title={m.page_exhibition_title()} lead={m.page_exhibition_lead()} crumbs={[]}>
      <ActivityBrowser {...props} />
    </PageFrame>
  )
}
