import { createFileRoute } from '@tanstack/react-router'
import { PavilionDetail } from '@/features/pavilions/components/pavilion-detail'
import { PavilionList } from '@/features/pavilions/components/pavilion-list'
import { loadPavilion, loadPavilionList } from '@/features/pavilions/utils/load'
import { pavilionSearchSchema } from '@/features/pavilions/utils/search'
import { ListSkeleton } from '@/components/catalogue/list-skeleton'
import { PHONE_SCALE } from '@/components/catalogue/phone-scale'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

// /brandPavilion?country=EC is Ecuador's pavilion; without a country it lists the pavilions.
export const Route = createFileRoute('/_desktop/brandPavilion')({
  validateSearch: pavilionSearchSchema,
  loaderDeps: ({ search }) => ({ country: search.country }),
  loader: async ({ context, deps }) => {
    if (deps.country) return { pavilion: await loadPavilion(context.queryClient, deps.country) }
    await loadPavilionList(context.queryClient)
    return { pavilion: undefined }
  },
  head: ({ matches, loaderData }) => {
    const p = loaderData?.pavilion
    return p
      ? pageHead({
          matches,
          title: m.pav_detail_title({ name: p.name }),
          description: m.pav_detail_description({ country: p.country, brands: String(p.brands), products: String(p.products) }),
        })
      : pageHead({ matches, title: m.page_brandPavilion_title(), description: m.page_brandPavilion_lead() })
  },
  pendingComponent: () => <ListSkeleton />,
  component: BrandPavilionPage,
})

function BrandPavilionPage() {
  const { country } = Route.useLoaderDeps()
  const { pavilion } = Route.useLoaderData()
  if (country && pavilion) {
    return (
      <PageFrame
        title={pavilion.name}
        crumbs={[{ label: m.page_nationalPavilion_title(), to: '/nationalPavilion' }]}
        className={`max-w-1400 ${PHONE_SCALE}`}
      >
        <PavilionDetail country={country} />
      </PageFrame>
    )
  }
  return (
    <PageFrame title={m.page_brandPavilion_title()} lead={m.page_brandPavilion_lead()} className={`max-w-1400 ${PHONE_SCALE}`}>
      <PavilionList region={undefined} variant="pc" />
    </PageFrame>
  )
}
