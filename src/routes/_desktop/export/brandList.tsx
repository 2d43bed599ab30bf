import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/export/brandList')({
  head: ({ matches }) => pageHead({ matches, title: m.page_export_brandList_title(), description: m.page_export_brandList_lead() }),
  component: ExportBrandListPage,
})

function ExportBrandListPage() {
  return <PageFrame title={m.page_export_brandList_title()} lead={m.page_export_brandList_lead()} crumbs={[{ label: m.page_brand_title(), to: '/brand' }]} />
}
