import { createFileRoute } from '@tanstack/react-router'
import { MonitoringReport } from '@/features/monitoring/components/monitoring-report'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

// Internal: the analysts' monitoring viewer. The data is personal to the session, so it
// is fetched in the browser; the server checks the session (contract auth 'user').
export const Route = createFileRoute('/_desktop/report/monitoring')({
  head: ({ matches }) =>
    pageHead({ matches, title: m.page_report_monitoring_title(), description: m.page_report_monitoring_lead(), noindex: true }),
  component: MonitoringPage,
})

function MonitoringPage() {
  return (
    <PageFrame title={m.page_report_monitoring_title()} lead={m.page_report_monitoring_lead()}>
      <MonitoringReport />
    </PageFrame>
  )
}
