import { createFileRoute } from '@tanstack/react-router'
import { BrandVerificationQueue } from '@/features/events/components/brand-verification-queue'
import { OrganiserActivities } from '@/features/events/components/organiser-activities'
import { RequireViewer } from '@/components/require-viewer'
import { VerificationQueue } from '@/features/events/components/verification-queue'
import { LiveConsole } from '@/features/live/components/live-console'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

// The organiser's desk: buyers and brands to verify, the matching activities to schedule
// and the brands taking part in each.
// Personal, so it renders after hydration; the server checks the organiser role on every call.
export const Route = createFileRoute('/_desktop/organiser/')({
  head: ({ matches }) => pageHead({ matches, title: m.ev_organiser_title(), description: m.ev_organiser_lead(), noindex: true }),
  component: OrganiserPage,
})

function OrganiserPage() {
  return (
    <PageFrame title={m.ev_organiser_title()} lead={m.ev_organiser_lead()}>
      <RequireViewer need="organiser">
        {(viewer) => (
          <>
            <LiveConsole viewer={viewer} />
            <OrganiserActivities viewer={viewer} />
            <VerificationQueue viewer={viewer} />
            <BrandVerificationQueue viewer={viewer} />
          </>
        )}
      </RequireViewer>
    </PageFrame>
  )
}
