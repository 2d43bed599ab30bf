import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/introduction')({
  head: ({ matches }) => pageHead({ matches, title: m.page_introduction_title(), description: m.page_introduction_lead() }),
  component: IntroductionPage,
})

function IntroductionPage() {
  return <PageFrame title={m.page_introduction_title()} lead={m.page_introduction_lead()} crumbs={[]} />
}
