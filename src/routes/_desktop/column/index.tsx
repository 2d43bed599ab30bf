import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/column/')({
  head: ({ matches }) => pageHead({ matches, title: m.page_column_title(), description: m.page_column_lead() }),
  component: ColumnPage,
})

function ColumnPage() {
  return <PageFrame title={m.page_column_title()} lead={m.page_column_lead()} crumbs={[]} />
}
