// "Add to inquiry cart", on its own: the product page needs it and none of the cart page's
// hooks (./queries.ts). It invalidates the same cart key the header and the cart page read.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { opbGoodsAddCarEndpoint, opbGoodsAddCarMutation, opbGoodsCarQuery } from '@/api/client/opb-goods.gen'
import type { InputOf } from '@/api/contract/define'
import type { opbGoodsAddCar } from '@/api/contract/opb-goods'
import { notify } from '@/lib/notify'
import { m } from '@/paraglide/messages'

/** Adds a product (queued by the service worker when offline; see src/lib/offline). */
export function useAddToCartMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: opbGoodsAddCarMutation().mutationKey,
    // Offline, the service worker queues the add (sendQueuedWrite): the mutation must run then too,
    // not wait paused for the network as TanStack Query's default networkMode 'online' would.
    networkMode: 'always',
    // sendQueuedWrite shows the server's refusal (e.g. a brand account) as a toast. The offline
    // queue's code loads on the first add, not with the product page (ADR 037); the panel warms
    // it after hydration (src/features/cart/components/add-to-cart-panel.tsx).
    mutationFn: async (input: InputOf<typeof opbGoodsAddCar>) => {
      const { sendQueuedWrite } = await import('@/api/client/queued-write').catch((error: unknown) => {
        void notify(m.offline_hint(), { kind: 'error' })
        throw error
      })
      return sendQueuedWrite(opbGoodsAddCarEndpoint, input)
    },
    onSuccess: (result) => {
      if (result.status === 'sent') void queryClient.invalidateQueries({ queryKey: opbGoodsCarQuery().queryKey })
    },
  })
}
