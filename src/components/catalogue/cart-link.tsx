import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { isLoggedIn, useUserInfo } from '@/lib/user-info'
import { onAfterLogin } from '@/lib/after-login'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

/** The server cart's query key: the generated one of `opbGoodsCarQuery()` (src/api/client.gen.ts). */
export const CART_QUERY_KEY = ['opb-goods', 'opbGoodsCar', {}] as const

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
 * (ADR 046). 0 during SSR and the first client render, as with `useLocalCart()`.
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
 * The inquiry cart in the header, with the number of lines. Personal state, so it appears only
 * after hydration: the local cart for a visitor, the server cart when logged in. It also owns the
 * merge of the local cart at login (registered with src/lib/after-login.ts, which the login flow
 * awaits), and merges lines left over from a login in another tab.
 */
export function CartLink({ compact = false }: { compact?: boolean }) {
  const queryClient = useQueryClient()
  const loggedIn = isLoggedIn(useUserInfo())
  const localCount = useLocalCartCount()
  const server = useQuery({
    queryKey: CART_QUERY_KEY,
    // The API client loads on demand: the header is on every page's first load.
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
  return (
    <Link
      to="/addInquiry"
      className={cn('inline-flex min-h-[24px] min-w-[24px] items-center justify-center gap-6 rounded-md px-6 py-4 text-dp-14 text-foreground/80 hover:text-primary', compact && 'px-4')}
      aria-label={count ? m.cart_b_header_label_count({ count: String(count) }) : m.cart_b_header_label()}
      data-testid="header-cart"
    >
      <svg aria-hidden viewBox="0 0 24 24" className="size-[max(18px,calc(var(--spacing)*20))] fill-none stroke-current stroke-2">
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {compact ? null : <span className="hidden xl:inline">{m.cart_b_header()}</span>}
      {count ? (
        <span
          className="min-w-[18px] rounded-full bg-primary px-4 text-center text-[11px] leading-[18px] font-semibold text-primary-foreground"
          data-testid="header-cart-count"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}
