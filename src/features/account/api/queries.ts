/**
 * The account feature's queries and mutation hooks, built on the generated factories of
 * src/api/client.gen.ts (docs/patterns.md). Forms show failures inline, so the hooks ask for no
 * toast; each form reads `isPending` and `error` from its hook.
 *
 * Cache keys: the account (login/me) is read under ['login', 'me', api_key]; every write that
 * changes who is logged in or what the account is invalidates ['login', 'me'].
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  checkWechatState,
  createTokenOpb,
  getMobileVerifyCode,
  loginMutation,
  loginOut,
  loginOutMutation,
  me,
  meQuery,
  postEditPassWordForEmailMutation,
  postEmailCodeMutation,
  registerMutation,
  setRoleMutation,
  userTokenEncryption,
  wechatBindMobileMutation,
  wechatCode,
  wechatCodeUser,
  wechatCodeUserActivity,
  wechatQr,
  wechatQrMutation,
  wechatQrStatus,
  wechatQrStatusQuery as generatedWechatQrStatusQuery,
  wechatTicket,
} from '@/api/client/login.gen'
import { getCountryListQuery } from '@/api/client/common.gen'
import { getSelectBrandOptionQuery } from '@/api/client/home.gen'
import type { InputOf } from '@/api/contract/define'
import type {
  getMobileVerifyCode as getMobileVerifyCodeEntry,
  wechatQr as wechatQrEntry,
  wechatQrStatus as wechatQrStatusEntry,
} from '@/api/contract/login'
import { ApiRequestError } from '@/api/client/request'
import { m } from '@/paraglide/messages'
import { appStart } from '../utils/app-start'
import { stateFromUrl, type WechatReturn } from '../utils/wechat-return'
import { browserTokenStore, toStoredUser, userInfoStore } from '@/lib/user-info'
import { clearPersonalData, flushQueuedWrites } from '@/lib/offline/personal-data'

const inline = { toast: false }

/** The key prefix of the logged-in account (login/me), for every api_key. */
export const accountKey = meQuery().queryKey.slice(0, 2) as ['login', 'me']

/** The logged-in account (login/me) of these keys: dead or forged keys get a 401, which clears userInfo. */
export const accountQuery = (apiKey: string) =>
  queryOptions({
    queryKey: [...accountKey, apiKey] as const,
    queryFn: ({ signal }) => me({}, { signal }),
    staleTime: 60_000,
    retry: false,
  })

/** Every country, for the registration form. */
export const registrationCountriesQuery = () => getCountryListQuery({})

/** Every brand and category (not only those with brands), for a brand account's registration. */
export const registrationBrandOptionsQuery = () => getSelectBrandOptionQuery({ with_brands_only: '0' })

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

/** Sends the SMS login code. A GET in the contract, but a write: it sends a message. */
export function useSendSmsCodeMutation() {
  return useMutation({
    mutationKey: ['login', 'getMobileVerifyCode'],
    mutationFn: (input: InputOf<typeof getMobileVerifyCodeEntry>) => getMobileVerifyCode(input, inline),
  })
}

/** The user kept the session: changes made offline are still waiting to be sent. */
export class LogoutCancelled extends Error {}

/**
 * Logout: what this browser keeps of the person goes first (a shared phone in a hall): queued
 * writes are sent if the network answers; any left are the user's call (discard them and log out,
 * or stay signed in). Then the personal caches and queued writes are dropped, the server revokes
 * the session's keys and unbinds the browser token, the stored userInfo is cleared (the other
 * tabs follow through the storage event) and the account's cache goes. The local state is
 * cleared even when the server cannot be reached.
 */
export function useLogoutMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: loginOutMutation().mutationKey,
    // Offline too: TanStack's default ('online') would hold the logout until the network is back,
    // leaving the phone signed in with its caches.
    networkMode: 'always',
    mutationFn: async () => {
      const waiting = await flushQueuedWrites()
      if (waiting > 0 && !window.confirm(m.account_logout_queued({ count: waiting }))) throw new LogoutCancelled()
      await clearPersonalData()
      await loginOut({}, { toast: false, reject: false })
    },
    onSuccess: () => {
      userInfoStore.clear()
      queryClient.removeQueries({ queryKey: accountKey })
    },
  })
}

/**
 * A new WeChat QR, its state bound to this browser's token (so it runs after the app start); the
 * QR component shows its own error.
 */
export function useWechatQrMutation() {
  return useMutation({
    mutationKey: wechatQrMutation().mutationKey,
    mutationFn: (input: Omit<InputOf<typeof wechatQrEntry>, 'browser_token'>) => {
      const browserToken = browserTokenStore.get()
      if (!browserToken) throw new ApiRequestError(m.api_error_timeout(), null, null)
      return wechatQr({ ...input, browser_token: browserToken }, inline)
    },
  })
}

const QR_POLL_MS = 1500
const QR_LIVE = new Set(['waiting', 'scanned'])

/**
 * The QR's progress, polled every 1.5 s while it is live (waiting or scanned) and not past
 * `expiresAt`. A new QR is waiting: the first poll comes after 1.5 s, once WeChat's page (the
 * iframe) has shown it. A failed poll keeps the last answer.
 */
export const wechatQrStatusQuery = (input: InputOf<typeof wechatQrStatusEntry>, expiresAt: number) =>
  queryOptions({
    queryKey: generatedWechatQrStatusQuery(input).queryKey,
    queryFn: ({ signal }) => wechatQrStatus(input, { signal, toast: false }),
    refetchInterval: (query) => (QR_LIVE.has(query.state.data?.status ?? 'waiting') && Date.now() < expiresAt ? QR_POLL_MS : false),
    initialData: { status: 'waiting' as const, redirect_url: null },
    initialDataUpdatedAt: () => Date.now(),
    staleTime: QR_POLL_MS,
    retry: false,
    gcTime: 0,
  })

let started: Promise<void> | undefined

/**
 * Spec §4's app-start flow (a browser token, then the single-login exchange), once per page load:
 * every caller of mutate gets the same run. It waits for an idle moment, so it never delays the
 * first paint; the WeChat return and the QR login wait for it (they need the browser token).
 */
export function useAppStartMutation() {
  return useMutation({
    mutationKey: ['login', 'appStart'],
    mutationFn: () =>
      (started ??= new Promise<void>((resolve) => {
        const run = () =>
          void appStart({
            createToken: async (stored) => (await createTokenOpb(stored ? { token: stored } : {}, { reject: false }))?.token,
            exchange: async (browser_token) => {
              try {
                const user = await userTokenEncryption({ browser_token }, { toast: false })
                return user ? toStoredUser(user) : user
              } catch (error) {
                // No HTTP answer (offline): unknown, which is not a refusal.
                return error instanceof ApiRequestError && error.status === null ? 'unreachable' : undefined
              }
            },
            users: userInfoStore,
            tokens: browserTokenStore,
          }).finally(resolve)
        if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 1500 })
        else setTimeout(run, 1)
      })),
  })
}

export type WechatUser = Awaited<ReturnType<typeof wechatTicket>>

/**
 * The WeChat QR-login return (spec §4), with the browser token of the app start:
 * - `standard` → login/wechatCode → Home/checkWechatState with the URL's state: the user, or
 *   `need_mobile` with the state to bind a phone to;
 * - `ticket` → login/wechatTicket: the same;
 * - `type1` / `type2` → wechatCodeUser / wechatCodeUserActivity: the URL to send the whole page to.
 * The pipeline shows the server's refusal (replayed or foreign state, expiry).
 */
export function useWechatReturnMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['login', 'wechatReturn'],
    mutationFn: async (found: Exclude<WechatReturn, { kind: 'none' }>): Promise<{ user: WechatUser } | { redirect: string } | null> => {
      const browserToken = browserTokenStore.get()
      switch (found.kind) {
        case 'standard': {
          if (!browserToken) return null
          const { url } = await wechatCode({ code: found.code, state: found.state, browser_token: browserToken })
          return { user: await checkWechatState({ state: stateFromUrl(url, found.state), browser_token: browserToken }) }
        }
        case 'ticket':
          return browserToken ? { user: await wechatTicket({ ticket: found.ticket, browser_token: browserToken }) } : null
        case 'type1':
          return { redirect: (await wechatCodeUser({ code: found.code, state: found.state })).url }
        case 'type2':
          return {
            redirect: (await wechatCodeUserActivity({ code: found.code, state: found.state, activity_id: found.activityId })).url,
          }
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey }),
  })
}
