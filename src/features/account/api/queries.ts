/**
 * The account feature's queries and mutation hooks, built on the generated factories of
 * src/api/client.gen.ts (docs/patterns.md). Forms show failures inline, so the hooks ask for no
 * toast; each form reads `isPending` and `error` from its hook.
 *
 * Cache keys: the account (login/me) is read under ['login', 'me', api_key]; every write that
 * changes who is logged in or what the account is invalidates ['login', 'me'].
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  loginMutation,
  postEditPassWordForEmailMutation,
  postEmailCodeMutation,
  registerMutation,
  setRoleMutation,
  wechatBindMobileMutation,
} from '@/api/client/login.gen'

const inline = { toast: false }

/** The key prefix of the logged-in account (login/me), for every api_key. */
export const accountKey = ['login', 'me'] as const

/** A hook's mutation options plus the invalidation of the account once it succeeded. */
function useAccountWrite<T extends { onSuccess?: unknown }>(options: T): T {
  const queryClient = useQueryClient()
  return { ...options, onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey }) }
}

/** login/login: mobile + SMS code, or e-mail + password. */
export function useLoginMutation() {
  return useMutation(useAccountWrite(loginMutation(inline)))
}

/** Links a verified phone to a first WeChat login (and logs in). */
export function useWechatBindMobileMutation() {
  return useMutation(useAccountWrite(wechatBindMobileMutation(inline)))
}

/** The role of a new account (buyer or brand). */
export function useSetRoleMutation() {
  return useMutation(useAccountWrite(setRoleMutation(inline)))
}

/** The registration details of the logged-in account. */
export function useRegisterMutation() {
  return useMutation(useAccountWrite(registerMutation(inline)))
}

/** E-mails a code for a new password. Nothing cached depends on it. */
export function usePostEmailCodeMutation() {
  return useMutation(postEmailCodeMutation(inline))
}

/** Sets a new password with the e-mailed code. Nobody is logged in by it: nothing to invalidate. */
export function useResetPasswordMutation() {
  return useMutation(postEditPassWordForEmailMutation(inline))
}
