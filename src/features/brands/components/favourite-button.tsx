import { useQuery } from '@tanstack/react-query'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useToggleFavouriteMutation } from '../api/mutations'
import { favouritesQuery } from '../api/queries'
import { Button } from '@/components/ui/button'
import { isLoggedIn, useUserInfo } from '@/lib/user-info'
import { notify } from '@/lib/notify'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

/**
 * Adds or removes a brand or product from the buyer's favourites. Personal: the saved state
 * is read after hydration (SSR always shows "Save"). Without a login the click goes to
 * /login?redirect=<this page>.
 */
export function FavouriteButton({ type, id, className }: { type: 'brand' | 'product'; id: number; className?: string }) {
  const user = useUserInfo()
  const loggedIn = isLoggedIn(user)
  const router = useRouter()
  const { pathname, searchStr } = useRouterState({
    select: (s) => ({ pathname: s.location.pathname, searchStr: s.location.searchStr }),
    structuralSharing: true,
  })
  const favourites = useQuery({ ...favouritesQuery(), enabled: loggedIn })
  const toggle = useToggleFavouriteMutation()
  const list = type === 'brand' ? favourites.data?.brands : favourites.data?.products
  const saved = toggle.data && toggle.variables?.target_id === id ? toggle.data.favorited : Boolean(list?.some((item) => item.id === id))
  return (
    <Button
      type="button"
      variant={saved ? 'default' : 'outline'}
      aria-pressed={loggedIn ? saved : undefined}
      disabled={toggle.isPending || (loggedIn && favourites.isPending)}
      data-testid="favourite-button"
      data-state={saved ? 'saved' : 'not-saved'}
      className={cn('gap-6', className)}
      onClick={() => {
        if (!loggedIn) {
          const login = pathname.startsWith('/mobile') ? '/mobile/login' : '/login'
          void router.navigate({ href: `${login}?${new URLSearchParams({ redirect: `${pathname}${searchStr}` }).toString()}` })
          return
        }
        toggle.mutate(
          { target_type: type, target_id: id },
          { onSuccess: (result) => void notify(result.favorited ? m.brand_fav_added() : m.brand_fav_removed(), { kind: 'success' }) },
        )
      }}
    >
      <svg viewBox="0 0 24 24" className="size-[1.1em]" aria-hidden focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      {saved ? m.brand_fav_saved() : m.brand_fav_save()}
    </Button>
  )
}
