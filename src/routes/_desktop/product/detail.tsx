import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/product/detail')({
  head: ({ matches }) => pageHead({ matches, title: m.page_product_detail_title(), description: m.page_product_detail_lead() }),
  component: ProductDetailPage,
})

function ProductDetailPage() {
  return <PageFrame title={m.page_product_detail_title()} lead={m.page_product_detail_lead()} crumbs={[{ label: m.page_product_title(), to: '/product' }]} />
}
