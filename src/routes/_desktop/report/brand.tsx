import { createFileRoute } from '@tanstack/react-router'
import { BrandReport } from '@/features/reports/components/brand-report'
import { brandReportSearchSchema } from '@/features/reports/utils/report-search'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

// The brand's own funnel (SupplierCentre/brandReportInfo): brand staff only, personal,
// so read in the browser with the link's period (typed search params).
export const Route = createFileRoute('/_desktop/report/brand')({
  validateSearch: brandReportSearchSchema,
  head: ({ matches }) => pageHead({ matches, title: m.brandreport_title(), description: m.brandreport_lead(), noindex: true }),
  component: BrandReportPage,
})

function BrandReportPage() {
  const search = Route.useSearch()
  return (
    <PageFrame title={m.brandreport_title()} lead={m.brandreport_lead()} crumbs={[]}>
      <BrandReport search={search} />
    </PageFrame>
  )
}
