// The inquiry cart's queries and mutation hooks, built on the generated factories. Every write
// updates or invalidates the one cart key (['opb-goods', 'opbGoodsCar', {}]), which the header's
// count reads too, so the page and the header never disagree. The add, which the product page
// uses, is in ./add-to-cart.ts: that page does not load the cart page's hooks (ADR 037).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  opbGoodsAddCar as addCartLine,
  opbGoodsChangeCar as changeCart,
  opbGoodsCarQuery,
  opbGoodsChangeCarMutation,
  postOpbGoodsCarBeforeMutation,
  postOpbGoodsCarDeleteMutation,
  postOpbGoodsCarMutation,
} from '@/api/client/opb-goods.gen'
import type { OutputOf } from '@/api/contract/define'
import { mergeLocalCart } from './merge-local-cart'
import type { opbGoodsCar } from '@/api/contract/opb-goods'

export type ServerCart = OutputOf<typeof opbGoodsCar>
export type CartLine = ServerCart['list'][number]

export const cartQuery = () => ({ ...opbGoodsCarQuery(), staleTime: 30_000 })
const CART_KEY = cartQuery().queryKey

/** The logged-in buyer's cart (client only: personal data never enters SSR). */
export function useServerCart(enabled: boolean) {
  return useQuery({ ...cartQuery(), enabled })
}

/** Applies a change to the cached cart at once; returns the snapshot to roll back to. */
function useOptimistic() {
  const queryClient = useQueryClient()
  return {
    queryClient,
    async apply(change: (cart: ServerCart) => ServerCart) {
      await queryClient.cancelQueries({ queryKey: CART_KEY })
      const previous = queryClient.getQueryData<ServerCart>(CART_KEY)
      if (previous) queryClient.setQueryData<ServerCart>(CART_KEY, change(previous))
      return { previous }
    },
    rollback(context: { previous?: ServerCart } | undefined) {
      if (context?.previous) queryClient.setQueryData(CART_KEY, context.previous)
    },
    // Refetch only when the last of the cart's optimistic writes settles: an earlier write's
    // refetch would otherwise show the server's order from before a later write still in flight
    // (a quick second reorder would jump back, then forward again).
    settle: () =>
      queryClient.isMutating({ predicate: (mutation) => isOptimisticCartWrite(mutation.options.mutationKey) }) > 1
        ? undefined
        : queryClient.invalidateQueries({ queryKey: CART_KEY }),
  }
}

const OPTIMISTIC_CART_WRITES = [opbGoodsChangeCarMutation().mutationKey, postOpbGoodsCarDeleteMutation().mutationKey]
function isOptimisticCartWrite(key: ReadonlyArray<unknown> | undefined): boolean {
  return OPTIMISTIC_CART_WRITES.some((write) => key !== undefined && write.every((part, index) => key[index] === part))
}

/** Changes one line's quantity, optimistically. */
export function useChangeQuantityMutation() {
  const o = useOptimistic()
  return useMutation({
    ...opbGoodsChangeCarMutation(),
    onMutate: ({ cart_id, quantity }) =>
      o.apply((cart) => {
        const next = Number(quantity)
        const list = cart.list.map((line) => (line.cart_id === cart_id ? { ...line, quantity: next, below_moq: next < line.moq } : line))
        return { ...cart, list, total_quantity: list.reduce((sum, line) => sum + line.quantity, 0) }
      }),
    onError: (_error, _input, context) => o.rollback(context),
    onSettled: o.settle,
  })
}

/** Stores the drag-sorted order of every line, optimistically. */
export function useReorderCartMutation() {
  const o = useOptimistic()
  return useMutation({
    ...opbGoodsChangeCarMutation(),
    onMutate: ({ order }) =>
      o.apply((cart) => {
        const rank = new Map((order ?? []).map((id, index) => [id, index]))
        const list = cart.list.toSorted((a, b) => (rank.get(a.cart_id) ?? 0) - (rank.get(b.cart_id) ?? 0))
        return { ...cart, list: list.map((line, index) => ({ ...line, position: index })) }
      }),
    onError: (_error, _input, context) => o.rollback(context),
    onSettled: o.settle,
  })
}

/** Removes lines, optimistically. */
export function useDeleteCartLinesMutation() {
  const o = useOptimistic()
  return useMutation({
    ...postOpbGoodsCarDeleteMutation(),
    onMutate: ({ cart_ids }) =>
      o.apply((cart) => {
        const list = cart.list.filter((line) => !cart_ids.includes(line.cart_id))
        return { ...cart, list, item_count: list.length, total_quantity: list.reduce((sum, line) => sum + line.quantity, 0) }
      }),
    onError: (_error, _input, context) => o.rollback(context),
    onSettled: o.settle,
  })
}

/** Undo of a delete: adds the line back, then restores the order it had. */
export function useRestoreCartLineMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['opb-goods', 'restoreCartLine'],
    mutationFn: async ({ line, order }: { line: CartLine; order: Array<number> }) => {
      const added = await addCartLine({ goods_id: line.goods_id, quantity: line.quantity })
      const ids = order.map((id) => (id === line.cart_id ? added.cart_id : id))
      if (ids.length > 1) await changeCart({ order: ids })
      return added
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  })
}

/** The pre-submit summary (per brand, with estimates and warnings). */
export function useCartSummaryMutation() {
  return useMutation(postOpbGoodsCarBeforeMutation())
}

/** Submits the inquiry (one per brand); the cart empties. */
export function useSubmitInquiryMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    ...postOpbGoodsCarMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  })
}

/**
 * Merges the visitor's local cart into the account after login (./merge-local-cart.ts), then
 * refreshes the cart. Two calls at once share one run.
 */
export function useMergeLocalCartMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['opb-goods', 'mergeLocalCart'],
    mutationFn: mergeLocalCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  })
}
