import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/product/')({
  head: ({ matches }) => pageHead({ matches, title: m.page_product_title(), description: m.page_product_lead() }),
  component: ProductPage,
})

function ProductPage() {
  return <PageFrame title={m.page_product_title()} lead={m.page_product_lead()} crumbs={[]} />
}
