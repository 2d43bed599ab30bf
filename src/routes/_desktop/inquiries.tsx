import { createFileRoute } from '@tanstack/react-router'
import { RequireViewer } from '@/components/require-viewer'
import { InquiryThread } from '@/features/inquiries/components/inquiry-thread'
import { InboxTabs } from '@/features/inquiries/components/inbox-tabs'
import { MyInquiries } from '@/features/inquiries/components/my-inquiries'
import { OrderList } from '@/features/inquiries/components/order-list'
import { MyBulkRequests } from '@/features/procurement/components/my-bulk-requests'
import { inquiriesSearchSchema } from '@/features/inquiries/utils/search'
import { PHONE_SCALE } from '@/components/catalogue/phone-scale'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

// The buyer's "My inquiries" (ours, under the account menu, ADR 088): states, threads
// and the brands' quotes side by side; the orders accepted quotes became; the buyer's bulk
// requests with the suppliers' offers side by side (ADR 099). Personal: read after hydration.
export const Route = createFileRoute('/_desktop/inquiries')({
  validateSearch: inquiriesSearchSchema,
  head: ({ matches }) => pageHead({ matches, title: m.inbox_mine_title(), description: m.inbox_mine_lead(), noindex: true }),
  component: InquiriesPage,
})

function InquiriesPage() {
  const { page, id, tab } = Route.useSearch()
  return (
    <PageFrame title={m.inbox_mine_title()} lead={m.inbox_mine_lead()} className={PHONE_SCALE}>
      <RequireViewer>
        {(viewer) => (
          <>
            <InboxTabs to="/inquiries" current={tab ?? 'inquiries'} bulkLabel={m.offers_tab_my_bulk()} />
            {tab === 'bulk' ? (
              <MyBulkRequests userId={viewer.userId} page={page ?? 1} />
            ) : tab === 'orders' ? (
              <OrderList userId={viewer.userId} as="buyer" page={page ?? 1} to="/inquiries" />
            ) : id ? (
              <InquiryThread userId={viewer.userId} id={id} back="/inquiries" />
            ) : (
              <MyInquiries userId={viewer.userId} page={page ?? 1} />
            )}
          </>
        )}
      </RequireViewer>
    </PageFrame>
  )
}
