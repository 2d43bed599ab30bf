import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import {
  brandFacetCountsQuery,
  brandFacetsQuery,
  brandListQuery,
  brandProductsQuery,
  brandProfileQuery,
  brandResumesQuery,
  responsivenessQuery,
} from '../api/queries'
import type { BrandListDeps } from './search'
import { ApiRequestError } from '@/api/client/request'

/** Loads a brand list page's data (the list, its facet options and their counts) into the query cache. */
export async function loadBrandList(queryClient: QueryClient, deps: BrandListDeps) {
  await Promise.all([
    queryClient.ensureQueryData(brandListQuery(deps)),
    queryClient.ensureQueryData(brandFacetsQuery()),
    queryClient.ensureQueryData(brandFacetCountsQuery(deps)),
  ])
}

/** Loads a brand profile; an unknown brand is a 404 (the API answers code 0 for it). */
export async function loadBrandProfile(queryClient: QueryClient, brandId: number, page: number) {
  try {
    const [brand] = await Promise.all([
      queryClient.ensureQueryData(brandProfileQuery(brandId)),
      queryClient.ensureQueryData(brandResumesQuery(brandId)),
      queryClient.ensureQueryData(brandProductsQuery(brandId, page)),
      queryClient.ensureQueryData(responsivenessQuery(brandId)),
    ])
    return { name: brand.name, country: brand.country.name, productCount: brand.product_count, logo: brand.logo }
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 0) throw notFound()
    throw error
  }
}
