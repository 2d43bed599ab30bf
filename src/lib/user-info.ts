import type { Role } from '@/lib/roles'
import { useSyncExternalStore } from 'react'

/** Stored user info (spec §3): kept in localStorage under `userInfo`. */
export type UserInfo = {
  api_key?: string
  mobile_key?: string
  brand_id?: number | string
  user_id?: number | string
  role?: Role
  name?: string
  company?: string
  mobile?: string
  email?: string
  [key: string]: unknown
}

/**
 * A user as the server answers it (login, checkWechatState, userTokenEncryption), stored without
 * its empty fields: an absent brand_id must travel as an empty FromBrandId, never as "null".
 */
export function toStoredUser(user: Record<string, unknown>): UserInfo {
  const out: UserInfo = {}
  for (const [key, value] of Object.entries(user)) if (value !== null && value !== undefined) out[key] = value
  return out
}

const STORAGE_KEY = 'userInfo'
const TOKEN_KEY = 'browser_token'
const TOKEN_CHECKED_KEY = 'browser_token_checked_at'
/** How long a browser reuses its token before asking the server again (createTokenOpb refreshes it). */
const TOKEN_RECHECK_MS = 12 * 3600 * 1000
const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cachedValue: UserInfo | null = null

function read(): UserInfo | null {
  if (typeof window === 'undefined') return null
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
  if (raw === cachedRaw) return cachedValue
  cachedRaw = raw
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null
    cachedValue = parsed && typeof parsed === 'object' ? (parsed as UserInfo) : null
  } catch {
    cachedValue = null
  }
  return cachedValue
}

function emit() {
  for (const listener of listeners) listener()
}

export const userInfoStore = {
  get: read,
  set(info: UserInfo) {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(info))
    emit()
  },
  clear() {
    window.localStorage.removeItem(STORAGE_KEY)
    emit()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    // Another tab logging in or out changes localStorage: follow it (single login).
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY || event.key === null) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  },
}

/**
 * Merges an account answer (role, registration: the user without keys) into the stored userInfo.
 * A field the server answers null is removed, so a stale value never lingers.
 */
export function mergeAccount(stored: UserInfo | null, account: Record<string, unknown>): UserInfo {
  const out: UserInfo = { ...stored }
  for (const [key, value] of Object.entries(account)) {
    if (value === null || value === undefined) delete out[key]
    else out[key] = value
  }
  return out
}

/**
 * The browser token of the app-start flow (spec §4, `login/createTokenOpb`). It is kept in
 * localStorage so every tab of this browser shares it: one sign-in serves the whole site.
 */
export const browserTokenStore = {
  get(): string | null {
    if (typeof window === 'undefined') return null
    try {
      return window.localStorage.getItem(TOKEN_KEY)
    } catch {
      return null
    }
  },
  set(token: string) {
    try {
      window.localStorage.setItem(TOKEN_KEY, token)
      window.localStorage.setItem(TOKEN_CHECKED_KEY, String(Date.now()))
    } catch {
      // Storage disabled (private mode quotas): the token lives for this page only.
    }
  },
  /**
   * True while the server confirmed the stored token less than TOKEN_RECHECK_MS ago: the app start
   * reuses it without a createTokenOpb call (the server forgets a token after 90 idle days, and
   * every exchange keeps it alive).
   */
  fresh(): boolean {
    if (typeof window === 'undefined') return false
    try {
      const at = Number(window.localStorage.getItem(TOKEN_CHECKED_KEY))
      return Number.isFinite(at) && at > 0 && Date.now() - at < TOKEN_RECHECK_MS && Date.now() >= at
    } catch {
      return false
    }
  },
}

/** Logged in or not is decided by the presence of api_key and mobile_key (spec §6). */
export function isLoggedIn(info: UserInfo | null): boolean {
  return Boolean(info?.api_key && info.mobile_key)
}

/** The stored user info; null during SSR and the first client render (SSR output is never personal). */
export function useUserInfo(): UserInfo | null {
  return useSyncExternalStore(userInfoStore.subscribe, read, () => null)
}
