import { createFileRoute } from '@tanstack/react-router'
import { OfflineNotice } from '@/features/pwa/components/offline-notice'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import * as z from 'zod/mini'
import { m } from '@/paraglide/messages'
import { searchText } from '@/lib/search-fields'

// The offline fallback: precached by the service worker in both languages and shown for pages
// never visited while the network is away.
export const Route = createFileRoute('/_desktop/offline')({
  // `from`: the page the visitor wanted (set by the service worker), offered again once online.
  validateSearch: z.object({ from: searchText(256) }),
  head: ({ matches }) => pageHead({ matches, title: m.page_offline_title(), description: m.page_offline_lead(), noindex: true }),
  component: OfflinePage,
})

function OfflinePage() {
  return (
    <PageFrame title={m.page_offline_title()} lead={m.page_offline_lead()}>
      <OfflineNotice />
    </PageFrame>
  )
}
