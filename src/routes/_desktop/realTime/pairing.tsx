import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/realTime/pairing')({
  head: ({ matches }) => pageHead({ matches, title: m.page_realTime_pairing_title(), description: m.page_realTime_pairing_lead() }),
  component: RealTimePairingPage,
})

function RealTimePairingPage() {
  return <PageFrame title={m.page_realTime_pairing_title()} lead={m.page_realTime_pairing_lead()} crumbs={[]} />
}
