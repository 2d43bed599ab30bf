import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { isLoggedIn, useUserInfo } from '@/lib/user-info'
import { onAfterLogin } from '@/lib/after-login'

/** The server cart's query key: the generated one of `opbGoodsCarQuery()` (src/api/client.gen.ts). */
const CART_QUERY_KEY = ['opb-goods', 'opbGoodsCar', {}] as const

/** Merges the local cart into the account, then refreshes every cart query. Loads its code on demand. */
async function mergeAndRefresh(queryClient: ReturnType<typeof useQueryClient>) {
  const { localCart } = await import('@/lib/inquiry-cart/local-cart')
  if (localCart.get().length) {
    const { mergeLocalCart } = await import('@/lib/inquiry-cart/merge')
    await mergeLocalCart()
  }
  await queryClient.invalidateQueries({ queryKey: ['opb-goods', 'opbGoodsCar'] })
}

/**
 * The number of lines in the local cart, once its module has loaded after hydration: the header
 * is on every page, and pages without a cart control do not load the cart's code at first
 * (ADR 046).
 */
function useLocalCartCount(): number {
  const [count, setCount] = useState(0)
  useEffect(() => {
    let stop: (() => void) | undefined
    let unmounted = false
    void import('@/lib/inquiry-cart/local-cart').then(({ localCart }) => {
      if (unmounted) return
      const update = () => setCount(localCart.get().length)
      update()
      stop = localCart.subscribe(update)
    })
    return () => {
      unmounted = true
      stop?.()
    }
  }, [])
  return count
}

/**
 * The header cart's number of lines: the local cart for a visitor, the server cart when logged
 * in. It also owns the merge of the local cart at login (registered with src/lib/after-login.ts,
 * which the login flow awaits), and merges lines left over from a login in another tab. Loaded
 * after hydration from its own chunk (./cart-link.tsx): it is personal state, never in the HTML,
 * and the header is on every page's first load (ADR 046). Renders nothing.
 */
export default function CartCount({ onCount }: { onCount: (count: number) => void }) {
  const queryClient = useQueryClient()
  const loggedIn = isLoggedIn(useUserInfo())
  const localCount = useLocalCartCount()
  const server = useQuery({
    queryKey: CART_QUERY_KEY,
    // The API client loads on demand.
    queryFn: async ({ signal }) => (await import('@/api/client/opb-goods.gen')).opbGoodsCar({}, { signal, toast: false }),
    enabled: loggedIn,
    staleTime: 30_000,
    retry: false,
  })

  useEffect(() => onAfterLogin('inquiry-cart', () => mergeAndRefresh(queryClient)), [queryClient])
  useEffect(() => {
    if (loggedIn && localCount) void mergeAndRefresh(queryClient)
  }, [loggedIn, localCount, queryClient])

  const count = loggedIn ? (server.data?.item_count ?? 0) : localCount
  useEffect(() => onCount(count), [count, onCount])
  return null
}
