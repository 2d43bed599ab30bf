import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/newAbout')({
  head: ({ matches }) => pageHead({ matches, title: m.page_newAbout_title(), description: m.page_newAbout_lead() }),
  component: NewAboutPage,
})

function NewAboutPage() {
  return <PageFrame title={m.page_newAbout_title()} lead={m.page_newAbout_lead()} crumbs={[]} />
}
