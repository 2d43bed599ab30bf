import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { procurementOptionsQuery } from '@/features/procurement/api/queries'
import { RequestFormView } from '@/features/procurement/components/request-form'
import { requestFormSearchSchema } from '@/features/procurement/utils/request-form'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/large/reportForm')({
  validateSearch: requestFormSearchSchema,
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(procurementOptionsQuery()),
  head: ({ matches }) => pageHead({ matches, title: m.bulk_form_title(), description: m.bulk_form_lead() }),
  component: LargeReportFormPage,
})

function LargeReportFormPage() {
  const { data: options } = useSuspenseQuery(procurementOptionsQuery())
  const { product } = Route.useSearch()
  return (
    <PageFrame
      title={m.bulk_form_title()}
      lead={m.bulk_form_lead()}
      crumbs={[{ label: m.page_large_procurement_title(), to: '/large/procurement' }]}
    >
      <RequestFormView options={options} product={product} />
    </PageFrame>
  )
}
