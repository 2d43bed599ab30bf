import { useMutation, useQueryClient } from '@tanstack/react-query'
import { addFavorite, favoriteListQuery } from '@/api/client/common.gen'

/** The caller's favourite brands and products: personal, read only after hydration with a login. */
export const favouritesQuery = () => favoriteListQuery({})

/** Removes (toggles) a favourite and drops it from the cached list at once; the list is then refetched. */
export function useRemoveFavouriteMutation() {
  const client = useQueryClient()
  const key = favouritesQuery().queryKey
  return useMutation({
    mutationKey: ['common', 'addFavorite'],
    mutationFn: (input: { target_type: 'brand' | 'product'; target_id: number }) => addFavorite(input),
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: key })
      const previous = client.getQueryData(key)
      if (previous) {
        const drop = <T extends { id: number }>(list: Array<T>, type: typeof input.target_type) =>
          input.target_type === type ? list.filter((item) => item.id !== input.target_id) : list
        client.setQueryData(key, { brands: drop(previous.brands, 'brand'), products: drop(previous.products, 'product') })
      }
      return { previous }
    },
    onError: (_error, _input, context) => {
      if (context?.previous) client.setQueryData(key, context.previous)
    },
    onSettled: () => client.invalidateQueries({ queryKey: key.slice(0, 2) }),
  })
}
