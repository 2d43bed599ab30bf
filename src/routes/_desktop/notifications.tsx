import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { RequireViewer } from '@/components/require-viewer'
import { PHONE_SCALE } from '@/components/catalogue/phone-scale'
import { NotificationList } from '@/features/notifications/components/notification-list'
import { NotificationPrefs } from '@/features/notifications/components/notification-prefs'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { searchInt } from '@/lib/search-fields'
import { m } from '@/paraglide/messages'

// What each user was told (the header's bell leads here), and how they want to be told: personal,
// so the server renders the frame and the list and choices are read after hydration.
export const Route = createFileRoute('/_desktop/notifications')({
  validateSearch: z.object({ page: searchInt(10_000) }),
  head: ({ matches }) => pageHead({ matches, title: m.notif_title(), description: m.notif_lead(), noindex: true }),
  component: NotificationsPage,
})

function NotificationsPage() {
  const { page } = Route.useSearch()
  return (
    <PageFrame title={m.notif_title()} lead={m.notif_lead()} className={PHONE_SCALE}>
      <RequireViewer>
        {(viewer) => (
          <>
            <NotificationList userId={viewer.userId} page={page ?? 1} />
            <NotificationPrefs userId={viewer.userId} />
          </>
        )}
      </RequireViewer>
    </PageFrame>
  )
}
