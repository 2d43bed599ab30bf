import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/aboutTD')({
  head: ({ matches }) => pageHead({ matches, title: m.page_aboutTD_title(), description: m.page_aboutTD_lead() }),
  component: AboutTDPage,
})

function AboutTDPage() {
  return <PageFrame title={m.page_aboutTD_title()} lead={m.page_aboutTD_lead()} crumbs={[]} />
}
