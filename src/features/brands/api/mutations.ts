// The brands feature's writes. They live apart from its queries so that the brand list, which
// only reads, does not load TanStack Query's mutation code (ADR 037).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { favouritesQuery } from './queries'
import { addFavorite } from '@/api/client/common.gen'
import { postPv, postPvMutation } from '@/api/client/home.gen'
import { contactSupplierMutation } from '@/api/client/inquiry.gen'

/**
 * Toggles a favourite (common/add_favorite answers the new state); the favourites list, keyed
 * under ['common', 'favoriteList'], is refreshed.
 */
export function useToggleFavouriteMutation() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['common', 'addFavorite'],
    mutationFn: (input: { target_type: 'brand' | 'product'; target_id: number }) => addFavorite(input),
    onSuccess: () => client.invalidateQueries({ queryKey: favouritesQuery().queryKey.slice(0, 2) }),
  })
}

/** Records a view of a brand's profile (Home/postPv increments the brand's view counter). */
export function useBrandViewMutation() {
  return useMutation({
    mutationKey: postPvMutation().mutationKey,
    mutationFn: (brandId: number) =>
      postPv({ path: `/brand?id=${brandId}`, ref_type: 'brand', ref_id: brandId }, { toast: false, reject: false }),
    retry: false,
  })
}

/** "Contact supplier" on the brand page: a thread with the brand (ADR 115); the buyer's inquiries are read again. */
export function useContactSupplierMutation() {
  const client = useQueryClient()
  return useMutation({
    ...contactSupplierMutation({ toast: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['inquiry'] }),
  })
}
