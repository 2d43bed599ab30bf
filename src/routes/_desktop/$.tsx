import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundPage } from '@/features/site/components/not-found-page'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

/** Catch-all: any unmatched path is a 404 (spec §2), rendered inside the desktop layout. */
export const Route = createFileRoute('/_desktop/$')({
  loader: () => {
    throw notFound()
  },
  head: ({ matches }) => pageHead({ matches, title: m.error_404_title(), noindex: true }),
  component: NotFoundPage,
  notFoundComponent: NotFoundPage,
})
