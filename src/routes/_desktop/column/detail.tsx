import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/column/detail')({
  head: ({ matches }) => pageHead({ matches, title: m.page_column_detail_title(), description: m.page_column_detail_lead() }),
  component: ColumnDetailPage,
})

function ColumnDetailPage() {
  return (
    <PageFrame
      title={m.page_column_detail_title()}
      lead={m.page_column_detail_lead()}
      crumbs={[{ label: m.page_column_title(), to: '/column' }]}
    />
  )
}
