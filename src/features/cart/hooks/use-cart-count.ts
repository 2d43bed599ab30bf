import { useQuery } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { cartQuery, useMergeLocalCartMutation } from '../api/queries'
import { onAfterLogin } from '@/lib/after-login'
import { localCart } from '@/lib/inquiry-cart/local-cart'
import { isLoggedIn, useUserInfo } from '@/lib/user-info'

const localCount = () => localCart.get().length

/**
 * The header cart's number of lines: the local cart for a visitor, the server cart when logged
 * in; 0 on the server, as both are personal. It also owns the merge of the local cart at login
 * (registered with src/lib/after-login.ts, which the login flow awaits), and merges lines left
 * over from a login in another tab.
 */
export function useCartCount(): number {
  const loggedIn = isLoggedIn(useUserInfo())
  const local = useSyncExternalStore(localCart.subscribe, localCount, () => 0)
  const server = useQuery({ ...cartQuery(), enabled: loggedIn, retry: false })
  const { mutateAsync: merge } = useMergeLocalCartMutation()

  useEffect(() => onAfterLogin('inquiry-cart', () => (localCart.get().length ? merge() : Promise.resolve())), [merge])
  useEffect(() => {
    if (loggedIn && local) void merge()
  }, [loggedIn, local, merge])

  return loggedIn ? (server.data?.item_count ?? 0) : local
}
