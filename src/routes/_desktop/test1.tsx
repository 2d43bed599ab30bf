import { createFileRoute } from '@tanstack/react-router'
import { DiagnosticsTable } from '@/features/diagnostics/components/diagnostics-table'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/test1')({
  head: ({ matches }) => pageHead({ matches, title: m.page_test1_title(), description: m.page_test1_lead(), noindex: true }),
  component: Test1Page,
})

function Test1Page() {
  return (
    <PageFrame title={m.page_test1_title()} lead={m.page_test1_lead()}>
      <DiagnosticsTable />
    </PageFrame>
  )
}
