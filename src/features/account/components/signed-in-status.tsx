import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { accountQuery, useLogoutMutation } from '../api/queries'
import { Button } from '@/components/ui/button'
import type { UserInfo } from '@/lib/user-info'
import { notify } from '@/lib/notify'
import { m } from '@/paraglide/messages'

/**
 * The header's account state when logged in: the name (or the role choice, for a new account)
 * and "Log out". The account is confirmed with the server (login/me): dead or forged keys get a
 * 401, which clears userInfo (spec §8). Loaded from its own chunk once the browser says someone is
 * logged in (./account-status.tsx): a visitor's first load does not carry it (ADR 037).
 */
export default function SignedInStatus({ info, compact, mobile }: { info: UserInfo; compact: boolean; mobile: boolean }) {
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
  return (
    <div className="flex items-center gap-8" data-testid="account-status" data-state="signed-in">
      {needsRole ? (
        <Link to={mobile ? '/mobile/loginRole' : '/loginRole'} className="text-dp-14 text-primary hover:underline">
          {m.account_complete_short()}
        </Link>
      ) : compact ? null : (
        <span className="hidden max-w-200 truncate text-dp-14 text-muted-foreground xl:inline" title={label}>
          {label}
        </span>
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={logout.isPending}
        onClick={() => logout.mutate(undefined, { onSettled: () => void notify(m.account_logged_out()) })}
      >
        {m.account_logout()}
      </Button>
    </div>
  )
}
