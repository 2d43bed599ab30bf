import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/brand')({
  head: ({ matches }) => pageHead({ matches, title: m.page_brand_title(), description: m.page_brand_lead() }),
  component: BrandPage,
})

function BrandPage() {
  return <PageFrame title={m.page_brand_title()} lead={m.page_brand_lead()} crumbs={[]} />
}
