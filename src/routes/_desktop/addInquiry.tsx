import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/addInquiry')({
  head: ({ matches }) => pageHead({ matches, title: m.page_addInquiry_title(), description: m.page_addInquiry_lead() }),
  component: AddInquiryPage,
})

function AddInquiryPage() {
  return <PageFrame title={m.page_addInquiry_title()} lead={m.page_addInquiry_lead()} crumbs={[]} />
}
