import { createFileRoute } from '@tanstack/react-router'
import { PavilionList } from '@/features/pavilions/components/pavilion-list'
import { loadPavilionList } from '@/features/pavilions/utils/load'
import { pavilionListSearchSchema } from '@/features/pavilions/utils/search'
import { ListSkeleton } from '@/components/catalogue/list-skeleton'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/mobile/nationalPavilion')({
  validateSearch: pavilionListSearchSchema,
  loader: ({ context }) => loadPavilionList(context.queryClient),
  head: ({ matches }) => pageHead({ matches, title: m.page_nationalPavilion_title(), description: m.page_nationalPavilion_lead() }),
  pendingComponent: () => <ListSkeleton cards={3} />,
  component: NationalPavilionPage,
})

function NationalPavilionPage() {
  const { region } = Route.useSearch()
  return (
    <PageFrame title={m.page_nationalPavilion_title()} lead={m.page_nationalPavilion_lead()} className="px-12 py-16">
      <PavilionList region={region} variant="mobile" />
    </PageFrame>
  )
}
