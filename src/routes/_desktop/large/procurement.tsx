import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { procurementListQuery, procurementOptionsQuery } from '@/features/procurement/api/queries'
import { ProcurementList } from '@/features/procurement/components/procurement-list'
import { procurementSearchSchema } from '@/features/procurement/utils/procurement-search'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/large/procurement')({
  validateSearch: procurementSearchSchema,
  loaderDeps: ({ search: { category, origin, qty_min, due_before, page } }) => ({ category, origin, qty_min, due_before, page }),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([queryClient.ensureQueryData(procurementListQuery(deps)), queryClient.ensureQueryData(procurementOptionsQuery())]),
  head: ({ matches }) => pageHead({ matches, title: m.page_large_procurement_title(), description: m.page_large_procurement_lead() }),
  component: LargeProcurementPage,
})

function LargeProcurementPage() {
  const deps = Route.useLoaderDeps()
  const { data: list } = useSuspenseQuery(procurementListQuery(deps))
  const { data: options } = useSuspenseQuery(procurementOptionsQuery())
  return (
    <PageFrame title={m.page_large_procurement_title()} lead={m.page_large_procurement_lead()} crumbs={[]}>
      <ProcurementList search={deps} list={list} options={options} />
    </PageFrame>
  )
}
