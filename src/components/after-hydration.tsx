import { useHydrated } from '@tanstack/react-router'
import { Suspense, type ReactNode } from 'react'

/**
 * Renders its children only once the page has hydrated, inside a Suspense boundary without a
 * fallback: for lazily loaded parts that are personal or only have effects, and so are never in
 * the HTML (the header's cart count, the page-view beacon, the account effects; ADR 037).
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={null}>{children}</Suspense> : null
}
