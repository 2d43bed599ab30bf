import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { pavilionActivitiesQuery, pavilionHighlightQuery, pavilionListQuery, pavilionProductsQuery, pavilionQuery } from '../api/queries'
import { ApiRequestError } from '@/api/client/request'

/** The pavilion list with each pavilion's highlights. */
export async function loadPavilionList(queryClient: QueryClient) {
  const list = await queryClient.ensureQueryData(pavilionListQuery())
  await Promise.all(list.list.map((p) => queryClient.ensureQueryData(pavilionHighlightQuery(p.country.code))))
}

/** One pavilion; a country without a pavilion is a 404. */
export async function loadPavilion(queryClient: QueryClient, country: string) {
  try {
    const [pavilion] = await Promise.all([
      queryClient.ensureQueryData(pavilionQuery(country)),
      queryClient.ensureQueryData(pavilionProductsQuery(country)),
      queryClient.ensureQueryData(pavilionActivitiesQuery(country)),
    ])
    return { name: pavilion.name, country: pavilion.country.name, brands: pavilion.counters.brands, products: pavilion.counters.products }
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 0) throw notFound()
    throw error
  }
}
