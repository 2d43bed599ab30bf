import { createFileRoute } from '@tanstack/react-router'
import { ComponentShowcase } from '@/features/diagnostics/components/component-showcase'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/test')({
  head: ({ matches }) =>
    pageHead({ matches, title: m.page_test_title(), description: m.page_test_lead(), noindex: true }),
  component: TestPage,
})

function TestPage() {
  return (
    <PageFrame title={m.page_test_title()} lead={m.page_test_lead()}>
      <ComponentShowcase />
    </PageFrame>
  )
}
