import type { UseMutationResult } from '@tanstack/react-query'
import { useRouter, useRouterState, type AnyRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { afterLoginPath } from '../utils/redirect'
import { errorText } from './use-send-code'
import { browserTokenStore, toStoredUser, userInfoStore } from '@/lib/user-info'
import { runAfterLogin } from '@/lib/after-login'
import { notify } from '@/lib/notify'
import { isMobilePath } from '@/lib/device'
import { m } from '@/paraglide/messages'
import type { Role } from '@/lib/roles'

export type LoggedInUser = { role: Role | null } & Record<string, unknown>

/** Whether the current page is in the mobile variant (its path begins with /mobile). */
export function useIsMobileVariant(): boolean {
  return useRouterState({ select: (s) => isMobilePath(s.location.pathname) })
}

/**
 * After any successful login: store the user (every tab follows through the storage event),
 * then go where the user was heading. A new account without a role chooses one first.
 * `target` undefined stays on the current page.
 */
export function completeLogin(router: AnyRouter, user: LoggedInUser, target: string | undefined, mobile: boolean): void {
  userInfoStore.set(toStoredUser(user))
  void notify(m.login_success(), { kind: 'success' })
  // Registered work (e.g. merging a visitor's inquiry cart) finishes before the next page loads.
  void runAfterLogin().then(() => goOn(router, user, target, mobile))
}

function goOn(router: AnyRouter, user: LoggedInUser, target: string | undefined, mobile: boolean): void {
  if (user.role === null) {
    const rolePage = mobile ? '/mobile/loginRole' : '/loginRole'
    const back = target ?? `${router.state.location.pathname}${router.state.location.searchStr}`
    void router.navigate({ href: `${rolePage}?${new URLSearchParams({ redirect: back }).toString()}` })
  } else if (target) {
    void router.navigate({ href: target })
  }
}

/** completeLogin for the login forms: they always leave /login afterwards. */
export function useCompleteLogin(redirect: string | undefined) {
  const router = useRouter()
  const mobile = useIsMobileVariant()
  return useCallback(
    (user: LoggedInUser) => completeLogin(router, user, afterLoginPath(redirect, mobile), mobile),
    [router, mobile, redirect],
  )
}

/** A login input with this browser's token, when it has one (single login, spec §4). */
export function withBrowserToken<I extends object>(input: I): I & { browser_token?: string } {
  const browserToken = browserTokenStore.get()
  return browserToken ? { ...input, browser_token: browserToken } : input
}

/**
 * The login forms' submit (SMS, e-mail, a first WeChat login's phone): the mutation hook's state
 * is the form's, and a success completes the login. Still busy after a success: the page is leaving.
 */
export function useLoginWrite<TData extends LoggedInUser, TInput>(
  write: UseMutationResult<TData, Error, TInput, unknown>,
  redirect: string | undefined,
) {
  const complete = useCompleteLogin(redirect)
  return {
    submitting: write.isPending || write.isSuccess,
    error: write.error ? errorText(write.error) : null,
    submit: (input: TInput, onLoggedIn?: () => void) =>
      write.mutate(input, {
        onSuccess: (user) => {
          onLoggedIn?.()
          complete(user)
        },
      }),
  }
}
