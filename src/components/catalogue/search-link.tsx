import { Link } from '@tanstack/react-router'
import type * as React from 'react'

export type SearchPatch = Record<string, string | number | boolean | undefined>

/**
 * A link to the current page with some search params changed (undefined removes one). Filters,
 * sort and pages are real links: they work before hydration, open in a new tab and are crawlable.
 * Changing a filter goes back to page 1 unless the patch sets a page. The scroll position stays
 * unless `resetScroll` says otherwise; with `hash`, the router scrolls that element into view
 * (`hashScrollIntoView`). The router marks the link `aria-current="page"` when its target is
 * exactly the current URL.
 */
export function SearchLink({
  patch,
  children,
  keepPage = false,
  resetScroll = false,
  ...props
}: {
  patch: SearchPatch
  keepPage?: boolean
  resetScroll?: boolean
  hash?: string
  hashScrollIntoView?: boolean | ScrollIntoViewOptions
  children: React.ReactNode
} & Omit<React.ComponentProps<'a'>, 'href' | 'children'>) {
  return (
    <Link
      to="."
      search={(prev: Record<string, unknown>) => applyPatch(prev, patch, keepPage) as never}
      resetScroll={resetScroll}
      activeOptions={{ exact: true }}
      {...props}
    >
      {children}
    </Link>
  )
}

export function applyPatch(prev: Record<string, unknown>, patch: SearchPatch, keepPage = false): Record<string, unknown> {
  const next: Record<string, unknown> = { ...prev }
  if (!keepPage && !('page' in patch)) delete next.page
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === false || value === '') delete next[key]
    else next[key] = value
  }
  if (next.page === 1) delete next.page
  return next
}
