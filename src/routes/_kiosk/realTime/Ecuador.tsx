import { createFileRoute } from '@tanstack/react-router'
import { boardQuery } from '@/features/live/api/queries'
import { HallScreen } from '@/features/live/components/hall-screen'
import { COUNTRY_THEMES } from '@/features/live/components/kiosk-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

const target = { country: 'EC', edition: 1 }

export const Route = createFileRoute('/_kiosk/realTime/Ecuador')({
  loader: ({ context }) => context.queryClient.ensureQueryData(boardQuery(target)).then(() => undefined),
  head: ({ matches }) => pageHead({ matches, title: m.page_realTime_Ecuador_title(), description: m.page_realTime_Ecuador_lead() }),
  component: EcuadorPage,
})

function EcuadorPage() {
  return <HallScreen target={target} title={m.page_realTime_Ecuador_title()} theme={COUNTRY_THEMES.EC} />
}
