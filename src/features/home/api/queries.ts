import { queryOptions, useMutation } from '@tanstack/react-query'
import { commonHomeQuery, getBrandList, getHomeJsonQuery, opbGoodsList, postPv, postPvMutation } from '@/api/client.gen'

/** Everything the home page shows (banners, pavilions, brands, products, activities, counters). */
export const homeQuery = (variant: 'pc' | 'mobile') => getHomeJsonQuery({ limit: variant === 'pc' ? 8 : 6 })

/** The light summary: latest success cases beside the counters. */
export const homeSummaryQuery = () => commonHomeQuery({ case_limit: 3 })

/**
 * Suggestions for the global search box: brands and products whose names match, in either
 * language. Built on the brand and product searches until the search index's suggest
 * endpoint is on main.
 */
export const suggestQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['home', 'suggest', keyword] as const,
    queryFn: async ({ signal }) => {
      const [brands, products] = await Promise.all([
        getBrandList({ keyword, page_size: 4, sort: 'popular' }, { signal, toast: false }),
        opbGoodsList({ keyword, page_size: 5, sort: 'popular' }, { signal, toast: false }),
      ])
      return {
        brands: brands.list.map((b) => ({ id: b.id, name: b.name, logo: b.logo, country: b.country.name })),
        products: products.list.map((p) => ({ id: p.id, name: p.name, brand: p.brand.name })),
        brandTotal: brands.total,
        productTotal: products.total,
      }
    },
    staleTime: 60_000,
  })

/** Records a page view (Home/postPv); fire and forget. */
export function usePostPvMutation() {
  return useMutation({
    mutationKey: postPvMutation().mutationKey,
    mutationFn: (input: Parameters<typeof postPv>[0]) => postPv(input, { toast: false, reject: false }),
    retry: false,
  })
}
