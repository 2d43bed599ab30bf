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

export type RedirectSearch = { redirect?: string }
export type LoginSearch = RedirectSearch & { tab?: LoginTab }

/** validateSearch of the pages that return somewhere afterwards: keeps a safe redirect only. */
export function parseRedirectSearch(input: Record<string, unknown>): RedirectSearch {
  const redirect = safeRedirect(input.redirect)
  return redirect ? { redirect } : {}
}

/** validateSearch of /login: a safe redirect and the open tab; anything else is dropped. */
export function parseLoginSearch(input: Record<string, unknown>): LoginSearch {
  const out: LoginSearch = parseRedirectSearch(input)
  const tab = input.tab
  if (typeof tab === 'string' && (loginTabs as ReadonlyArray<string>).includes(tab)) out.tab = tab as LoginTab
  return out
}

/** The page to land on after login: the redirect, or the home page of the site variant. */
export function afterLoginPath(redirect: string | undefined, mobile: boolean): string {
  return redirect ?? (mobile ? '/mobile' : '/')
}

export type RegisterSearch = RedirectSearch & { role?: 'buyer' | 'brand' }

/** validateSearch of /login/registerHome: the chosen role and a safe redirect. */
export function parseRegisterSearch(input: Record<string, unknown>): RegisterSearch {
  const out: RegisterSearch = parseRedirectSearch(input)
  if (input.role === 'buyer' || input.role === 'brand') out.role = input.role
  return out
}
