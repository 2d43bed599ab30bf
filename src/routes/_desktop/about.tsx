import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/about')({
  head: ({ matches }) => pageHead({ matches, title: m.page_about_title(), description: m.page_about_lead() }),
  component: AboutPage,
})

function AboutPage() {
  return <PageFrame title={m.page_about_title()} lead={m.page_about_lead()} crumbs={[]} />
}
