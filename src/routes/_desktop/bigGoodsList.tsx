import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/bigGoodsList')({
  head: ({ matches }) => pageHead({ matches, title: m.page_bigGoodsList_title(), description: m.page_bigGoodsList_lead() }),
  component: BigGoodsListPage,
})

function BigGoodsListPage() {
  return <PageFrame title={m.page_bigGoodsList_title()} lead={m.page_bigGoodsList_lead()} crumbs={[]} />
}
