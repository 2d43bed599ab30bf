import { createFileRoute } from '@tanstack/react-router'
import { lazy } from 'react'
import { BrandList } from '@/features/brands/components/brand-list'
import { loadBrandList, loadBrandProfile } from '@/features/brands/utils/load'
import { brandListDeps, brandSearchSchema } from '@/features/brands/utils/search'
import { PHONE_SCALE } from '@/components/catalogue/phone-scale'
import { ListSkeleton } from '@/components/catalogue/list-skeleton'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

// The profile's code is its own chunk: the brand search's first load does not carry it.
const loadBrandProfileModule = () => import('@/features/brands/components/brand-profile')
const BrandProfile = lazy(() => loadBrandProfileModule().then((module) => ({ default: module.BrandProfile })))

// /brand is the brand search; /brand?id=12 is brand 12's profile (ADR 023).
export const Route = createFileRoute('/_desktop/brand')({
  validateSearch: brandSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id, page: search.page ?? 1, list: search.id ? undefined : brandListDeps(search) }),
  loader: async ({ context, deps }) => {
    if (deps.id !== undefined) {
      const [profile] = await Promise.all([loadBrandProfile(context.queryClient, deps.id, deps.page), loadBrandProfileModule()])
      return { profile }
    }
    if (deps.list) await loadBrandList(context.queryClient, deps.list)
    return { profile: undefined }
  },
  head: ({ matches, loaderData }) => {
    const profile = loaderData?.profile
    return profile
      ? pageHead({
          matches,
          title: m.brand_profile_title({ name: profile.name, country: profile.country }),
          description: m.brand_profile_description({ name: profile.name, country: profile.country, count: String(profile.productCount) }),
          ogType: 'profile',
          breadcrumbs: [
            ...brandCrumbs(),
            { name: profile.name, path: `/brand?id=${(matches.at(-1)?.search as { id?: number } | undefined)?.id}` },
          ],
        })
      : pageHead({ matches, title: m.page_brand_title(), description: m.page_brand_lead(), breadcrumbs: brandCrumbs() })
  },
  pendingComponent: () => <ListSkeleton />,
  component: BrandPage,
})

function BrandPage() {
  const deps = Route.useLoaderDeps()
  const { profile } = Route.useLoaderData()
  if (deps.id !== undefined && profile) {
    return (
      <PageFrame title={profile.name} crumbs={[{ label: m.page_brand_title(), to: '/brand' }]} className={`max-w-1400 ${PHONE_SCALE}`}>
        <BrandProfile brandId={deps.id} page={deps.page} />
      </PageFrame>
    )
  }
  if (!deps.list) return null
  return (
    <PageFrame title={m.page_brand_title()} lead={m.page_brand_lead()} className={`max-w-1400 ${PHONE_SCALE}`}>
      <BrandList deps={deps.list} variant="all" />
    </PageFrame>
  )
}

/** Home › Brands, the trail of every brand page's BreadcrumbList. */
function brandCrumbs() {
  return [
    { name: m.page_home_title(), path: '/' },
    { name: m.page_brand_title(), path: '/brand' },
  ]
}
