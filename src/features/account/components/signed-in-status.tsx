import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { accountQuery, useLogoutMutation } from '../api/queries'
import { accountMenuEntries } from '../utils/account-menu'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { UserInfo } from '@/lib/user-info'
import { notify } from '@/lib/notify'
import { m } from '@/paraglide/messages'

/**
 * The header's account state when logged in: an account menu (shadcn DropdownMenu, keyboard
 * accessible) with the pages of the account's role and "Log out", or for a new
 * account the role choice. The account is confirmed with the server (login/me): dead or forged
 * keys get a 401, which clears userInfo (spec §8). Loaded from its own chunk once the browser says
 * someone is logged in (./account-status.tsx): a visitor's first load does not carry it (ADR 037).
 */
export default function SignedInStatus({ info, mobile, compact }: { info: UserInfo; mobile: boolean; compact: boolean }) {
  const account = useQuery(accountQuery(info.api_key ?? ''))
  const logout = useLogoutMutation()
  const data = account.data
  const label =
    data?.name ??
    data?.company ??
    data?.mobile ??
    data?.email ??
    (typeof info.name === 'string' ? info.name : null) ??
    m.account_signed_in()
  // A new account has no role yet: point it to the role choice instead of showing a name.
  const needsRole = data?.role === null
  const entries = accountMenuEntries(data?.role ?? null, data?.brand_id ?? null)
  // Told only once logged out: the user may keep the session when offline changes still wait.
  const signOut = () => logout.mutate(undefined, { onSuccess: () => void notify(m.account_logged_out()) })
  return (
    <div className="flex items-center gap-8" data-testid="account-status" data-state="signed-in" data-role={data?.role ?? ''}>
      {/* The phone's header has no room for it beside the cart and the language switch (it would
          widen the page past the screen): there it is the menu's first entry. */}
      {needsRole && !compact ? (
        <Link to={mobile ? '/mobile/loginRole' : '/loginRole'} className="text-dp-14 text-primary hover:underline">
          {m.account_complete_short()}
        </Link>
      ) : null}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" className="gap-6" data-testid="account-menu-trigger" aria-label={m.account_menu()}>
            <svg viewBox="0 0 24 24" className="size-[1.15em]" aria-hidden focusable="false">
              <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
              <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
            <span aria-hidden className="text-[0.8em]">
              ▾
            </span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" data-testid="account-menu">
          <DropdownMenuLabel title={label}>{label}</DropdownMenuLabel>
          {needsRole && compact ? (
            <DropdownMenuItem asChild>
              <Link to={mobile ? '/mobile/loginRole' : '/loginRole'} className="font-medium text-primary">
                {m.account_complete_short()}
              </Link>
            </DropdownMenuItem>
          ) : null}
          {entries.length > 0 ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuGroup>
                {entries.map((entry) => (
                  <DropdownMenuItem key={entry.to} asChild>
                    <Link to={entry.to} search={entry.search}>
                      {entry.label()}
                    </Link>
                  </DropdownMenuItem>
                ))}
              </DropdownMenuGroup>
            </>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={logout.isPending} onSelect={signOut}>
            {m.account_logout()}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  )
}
