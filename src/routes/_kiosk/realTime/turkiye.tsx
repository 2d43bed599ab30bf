import { createFileRoute } from '@tanstack/react-router'
import { boardQuery } from '@/features/live/api/queries'
import { HallScreen } from '@/features/live/components/hall-screen'
import { COUNTRY_THEMES } from '@/features/live/components/kiosk-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

const target = { country: 'TR', edition: 1 }

export const Route = createFileRoute('/_kiosk/realTime/turkiye')({
  loader: ({ context }) => context.queryClient.ensureQueryData(boardQuery(target)).then(() => undefined),
  head: ({ matches }) => pageHead({ matches, title: m.page_realTime_turkiye_title(), description: m.page_realTime_turkiye_lead() }),
  component: TurkiyePage,
})

function TurkiyePage() {
  return <HallScreen target={target} title={m.page_realTime_turkiye_title()} theme={COUNTRY_THEMES.TR} />
}
