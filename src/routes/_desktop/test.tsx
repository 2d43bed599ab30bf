import { createFileRoute } from '@tanstack/react-router'
import { AddToInquiryCartButton } from '@/features/cart/components/add-to-inquiry-cart-button'
import { ComponentShowcase } from '@/features/diagnostics/components/component-showcase'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/test')({
  head: ({ matches }) => pageHead({ matches, title: m.page_test_title(), description: m.page_test_lead(), noindex: true }),
  component: TestPage,
})

function TestPage() {
  return (
    <PageFrame title={m.page_test_title()} lead={m.page_test_lead()}>
      <ComponentShowcase />
      <section className="mt-32 flex flex-col items-start gap-12" aria-labelledby="showcase-offline-cart">
        <h2 id="showcase-offline-cart" className="text-dp-20 font-semibold">
          {m.test_offline_cart()}
        </h2>
        <p className="text-dp-14 text-muted-foreground">{m.test_offline_cart_lead()}</p>
        <AddToInquiryCartButton goodsId={1} />
      </section>
    </PageFrame>
  )
}
