import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { isLoggedIn, userInfoStore, useUserInfo } from '@/features/account/utils/user-info'
import { notify } from '@/lib/notify'
import { m } from '@/paraglide/messages'

/**
 * Login state in the header. Identity lives in localStorage, so it is read after hydration
 * and SSR output stays the same for every visitor.
 */
export function AccountStatus({ compact = false }: { compact?: boolean }) {
  const info = useUserInfo()
  if (isLoggedIn(info)) {
    return (
      <div className="flex items-center gap-8">
        {compact ? null : <span className="text-dp-14 text-muted-foreground">{m.account_signed_in()}</span>}
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            userInfoStore.clear()
            void notify(m.account_logged_out())
          }}
        >
          {m.account_logout()}
        </Button>
      </div>
    )
  }
  return (
    <div className="flex items-center gap-8">
      <Button asChild size="sm">
        <Link to="/login">{m.account_login()}</Link>
      </Button>
      {compact ? null : (
        <Button asChild size="sm" variant="ghost">
          <Link to="/loginRole">{m.account_register()}</Link>
        </Button>
      )}
    </div>
  )
}
