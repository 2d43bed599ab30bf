import { createFileRoute } from '@tanstack/react-router'
import { boardQuery } from '@/features/live/api/queries'
import { PairingScreen } from '@/features/live/components/pairing-screen'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_kiosk/realTime/pairing')({
  loader: ({ context }) => context.queryClient.ensureQueryData(boardQuery({})).then(() => undefined),
  head: ({ matches }) => pageHead({ matches, title: m.page_realTime_pairing_title(), description: m.page_realTime_pairing_lead() }),
  component: PairingPage,
})

function PairingPage() {
  return <PairingScreen title={m.page_realTime_pairing_title()} />
}
