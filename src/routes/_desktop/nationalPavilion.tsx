import { createFileRoute } from '@tanstack/react-router'
import { PavilionList } from '@/features/pavilions/components/pavilion-list'
import { loadPavilionList } from '@/features/pavilions/utils/load'
import { pavilionListSearchSchema } from '@/features/pavilions/utils/search'
import { ListSkeleton } from '@/components/catalogue/list-skeleton'
import { PHONE_SCALE } from '@/components/catalogue/phone-scale'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/nationalPavilion')({
  validateSearch: pavilionListSearchSchema,
  loader: ({ context }) => loadPavilionList(context.queryClient),
  head: ({ matches }) => pageHead({ matches, title: m.page_nationalPavilion_title(), description: m.page_nationalPavilion_lead() }),
  pendingComponent: () => <ListSkeleton cards={6} />,
  component: NationalPavilionPage,
})

function NationalPavilionPage() {
  const { region } = Route.useSearch()
  return (
    <PageFrame title={m.page_nationalPavilion_title()} lead={m.page_nationalPavilion_lead()} className={`max-w-1400 ${PHONE_SCALE}`}>
      <PavilionList region={region} variant="pc" />
    </PageFrame>
  )
}
