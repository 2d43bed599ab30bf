import type { UserInfo } from '@/lib/user-info'

/** What the app-start flow needs; the real wiring is in ../hooks/use-app-start.ts. */
export type AppStartDeps = {
  /**
   * `login/createTokenOpb`: the browser token, or undefined when the call failed. The stored
   * token is passed in; the server keeps it while it is live, so every tab shares one.
   */
  createToken: (stored: string | undefined) => Promise<string | undefined>
  /**
   * `login/userTokenEncryption` with the global error toast suppressed: the user bound to the
   * token, null when none is, undefined when the server refused, `unreachable` when no answer came
   * (offline: the service worker served the page from its cache).
   */
  exchange: (browserToken: string) => Promise<UserInfo | null | undefined | 'unreachable'>
  users: { get: () => UserInfo | null; set: (info: UserInfo) => void; clear: () => void }
  /**
   * The stored browser token. `fresh` is true while the server confirmed it recently: the browser
   * then reuses it without asking again, so a page load costs no createTokenOpb call (a hall's
   * Wi-Fi puts hundreds of visitors behind one address, and each call counts against it).
   */
  tokens: { get: () => string | null; set: (token: string) => void; fresh?: () => boolean }
}

export type AppStartResult = 'saved' | 'kept' | 'cleared' | 'anonymous' | 'no-token' | 'offline'

/**
 * Spec §4, app start:
 * 1. a browser token is requested;
 * 2. if that succeeded (code 1), it is exchanged through the single-login call;
 * 3. the exchange succeeded and no user id is stored → the returned user is saved;
 * 4. a stored user id is kept;
 * 5. the exchange failed → stored userInfo is cleared. An answer of "nobody is signed in on this
 *    browser" while userInfo is stored means the session ended elsewhere (logout in another
 *    browser window, expiry): that is cleared too.
 * No answer at all is not a failure: a staffer reloading a cached page in a hall without network
 * stays signed in (their saves queue), and the next page load online asks again.
 */
export async function appStart(deps: AppStartDeps): Promise<AppStartResult> {
  const kept = deps.tokens.get()
  let token: string | undefined
  if (kept && deps.tokens.fresh?.()) token = kept
  else {
    token = await deps.createToken(kept ?? undefined)
    if (!token) return 'no-token'
    deps.tokens.set(token)
  }
  const user = await deps.exchange(token)
  if (user === 'unreachable') return 'offline'
  const stored = deps.users.get()
  if (user === undefined || (user === null && stored)) {
    if (stored) deps.users.clear()
    return 'cleared'
  }
  if (user === null) return 'anonymous'
  if (stored?.user_id !== undefined && stored.user_id !== null && stored.user_id !== '') return 'kept'
  deps.users.set(user)
  return 'saved'
}
