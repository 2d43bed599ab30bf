import { createFileRoute } from '@tanstack/react-router'
import { BrandList } from '@/features/brands/components/brand-list'
import { loadBrandList } from '@/features/brands/utils/load'
import { brandListDeps, newBrandSearchSchema } from '@/features/brands/utils/search'
import { ListSkeleton } from '@/components/catalogue/list-skeleton'
import { PHONE_SCALE } from '@/components/catalogue/phone-scale'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

// The newest brands: the brand search, always newest first.
export const Route = createFileRoute('/_desktop/newBrand')({
  validateSearch: newBrandSearchSchema,
  loaderDeps: ({ search }) => brandListDeps({ ...search, sort: 'newest' }),
  loader: ({ context, deps }) => loadBrandList(context.queryClient, deps),
  head: ({ matches }) => pageHead({ matches, title: m.page_newBrand_title(), description: m.page_newBrand_lead() }),
  pendingComponent: () => <ListSkeleton />,
  component: NewBrandPage,
})

function NewBrandPage() {
  const deps = Route.useLoaderDeps()
  return (
    <PageFrame
      title={m.page_newBrand_title()}
      lead={m.page_newBrand_lead()}
      crumbs={[{ label: m.page_brand_title(), to: '/brand' }]}
      className={`max-w-1400 ${PHONE_SCALE}`}
    >
      <BrandList deps={deps} variant="new" />
    </PageFrame>
  )
}
