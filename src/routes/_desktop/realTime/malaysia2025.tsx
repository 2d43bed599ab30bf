import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/realTime/malaysia2025')({
  head: ({ matches }) =>
    pageHead({ matches, title: m.page_realTime_malaysia2025_title(), description: m.page_realTime_malaysia2025_lead() }),
  component: RealTimeMalaysia2025Page,
})

function RealTimeMalaysia2025Page() {
  return <PageFrame title={m.page_realTime_malaysia2025_title()} lead={m.page_realTime_malaysia2025_lead()} crumbs={[]} />
}
