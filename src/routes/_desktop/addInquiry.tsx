import { createFileRoute } from '@tanstack/react-router'
import { InquiryCartPage } from '@/features/cart/components/inquiry-cart-page'
import { PHONE_PAGE } from '@/components/catalogue/phone-scale'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

// The cart is personal: the SSR page is the same frame for everyone and the lines come after
// hydration (from the browser for a visitor, from the server when logged in).
export const Route = createFileRoute('/_desktop/addInquiry')({
  head: ({ matches }) => pageHead({ matches, title: m.cart_b_title(), description: m.page_addInquiry_lead() }),
  component: AddInquiryPage,
})

function AddInquiryPage() {
  return (
    <div className={PHONE_PAGE}>
      <PageFrame title={m.cart_b_title()} lead={m.cart_b_lead()}>
        <InquiryCartPage />
      </PageFrame>
    </div>
  )
}
