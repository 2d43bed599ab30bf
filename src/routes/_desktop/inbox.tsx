import { createFileRoute } from '@tanstack/react-router'
import { RequireViewer } from '@/components/require-viewer'
import { InboxList } from '@/features/inquiries/components/inbox-list'
import { InboxTabs } from '@/features/inquiries/components/inbox-tabs'
import { OrderList } from '@/features/inquiries/components/order-list'
import { BulkInbox } from '@/features/procurement/components/bulk-inbox'
import { BulkOffer } from '@/features/procurement/components/bulk-offer'
import { InquiryThread } from '@/features/inquiries/components/inquiry-thread'
import { inquiriesSearchSchema } from '@/features/inquiries/utils/search'
import { PHONE_SCALE } from '@/components/catalogue/phone-scale'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

// A brand's inquiry inbox (ours, under the account menu, ADR 088), and its tab of the
// bulk requests that match the brand, answered with offers (ADR 099): personal, so the server
// renders the frame and the lists are read after hydration with the stored login.
export const Route = createFileRoute('/_desktop/inbox')({
  validateSearch: inquiriesSearchSchema,
  head: ({ matches }) => pageHead({ matches, title: m.inbox_title(), description: m.inbox_lead(), noindex: true }),
  component: InboxPage,
})

function InboxPage() {
  const { page, id, tab, bulk } = Route.useSearch()
  return (
    <PageFrame title={m.inbox_title()} lead={m.inbox_lead()} className={PHONE_SCALE}>
      <RequireViewer>
        {(viewer) =>
          viewer.role !== 'brand' ? (
            <p role="alert" className="text-dp-15">
              {m.inbox_brands_only()}
            </p>
          ) : (
            <>
              <InboxTabs to="/inbox" current={tab ?? 'inquiries'} bulkLabel={m.offers_tab_bulk()} />
              {tab === 'orders' ? (
                <OrderList userId={viewer.userId} as="brand" page={page ?? 1} to="/inbox" />
              ) : tab === 'bulk' ? (
                bulk ? (
                  <BulkOffer userId={viewer.userId} id={bulk} />
                ) : (
                  <BulkInbox userId={viewer.userId} page={page ?? 1} />
                )
              ) : id ? (
                <InquiryThread userId={viewer.userId} id={id} back="/inbox" />
              ) : (
                <InboxList userId={viewer.userId} page={page ?? 1} />
              )}
            </>
          )
        }
      </RequireViewer>
    </PageFrame>
  )
}
