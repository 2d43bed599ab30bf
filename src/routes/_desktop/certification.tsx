import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/certification')({
  head: ({ matches }) => pageHead({ matches, title: m.page_certification_title(), description: m.page_certification_lead() }),
  component: CertificationPage,
})

function CertificationPage() {
  return <PageFrame title={m.page_certification_title()} lead={m.page_certification_lead()} crumbs={[]} />
}
