import { createFileRoute } from '@tanstack/react-router'
import { BrandList } from '@/features/brands/components/brand-list'
import { loadBrandList } from '@/features/brands/utils/load'
import { brandListDeps, exportBrandSearchSchema } from '@/features/brands/utils/search'
import { ListSkeleton } from '@/components/catalogue/list-skeleton'
import { PHONE_SCALE } from '@/components/catalogue/phone-scale'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

// The export-ready brands: the brand search with export readiness always on.
export const Route = createFileRoute('/_desktop/export/brandList')({
  validateSearch: exportBrandSearchSchema,
  loaderDeps: ({ search }) => brandListDeps({ ...search, export: true }),
  loader: ({ context, deps }) => loadBrandList(context.queryClient, deps),
  head: ({ matches }) => pageHead({ matches, title: m.page_export_brandList_title(), description: m.page_export_brandList_lead() }),
  pendingComponent: () => <ListSkeleton />,
  component: ExportBrandListPage,
})

function ExportBrandListPage() {
  const deps = Route.useLoaderDeps()
  return (
    <PageFrame
      title={m.page_export_brandList_title()}
      lead={m.page_export_brandList_lead()}
      crumbs={[{ label: m.page_brand_title(), to: '/brand' }]}
      className={`max-w-1400 ${PHONE_SCALE}`}
    >
      <BrandList deps={deps} variant="export" />
    </PageFrame>
  )
}
