import * as z from 'zod/mini'
import { lenient } from '@/lib/search-fields'

/**
 * The typed `redirect` search param of the login pages: where to return after login. Only a
 * path on this site is accepted (no scheme, no `//host`, no backslash tricks), so the param can
 * never send a user to another origin; anything else is dropped.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (value.length === 0 || value.length > 1024) return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    if (c < 0x20 || c === 0x7f) return undefined // control characters never belong in a path
  }
  const path = value.split(/[?#]/, 1)[0] ?? ''
  // Returning to the login page itself would loop.
  if (path === '/login' || path === '/login/' || path === '/mobile/login' || path === '/mobile/login/') return undefined
  return value
}

export const loginTabs = ['sms', 'email', 'wechat', 'forgot', 'bind'] as const
export type LoginTab = (typeof loginTabs)[number]

const redirectField = lenient(z.string().check(z.refine((value) => safeRedirect(value) !== undefined)))

/** validateSearch of the pages that return somewhere afterwards: keeps a safe redirect only. */
export const redirectSearchSchema = z.object({ redirect: redirectField })
export type RedirectSearch = z.output<typeof redirectSearchSchema>

/** validateSearch of /login: a safe redirect and the open tab; anything else is dropped. */
export const loginSearchSchema = z.object({ redirect: redirectField, tab: lenient(z.enum(loginTabs)) })
export type LoginSearch = z.output<typeof loginSearchSchema>

/** The page to land on after login: the redirect, or the home page of the site variant. */
export function afterLoginPath(redirect: string | undefined, mobile: boolean): string {
  return redirect ?? (mobile ? '/mobile' : '/')
}

/** validateSearch of /login/registerHome: the chosen role and a safe redirect. */
export const registerSearchSchema = z.object({ redirect: redirectField, role: lenient(z.enum(['buyer', 'brand'])) })
export type RegisterSearch = z.output<typeof registerSearchSchema>
