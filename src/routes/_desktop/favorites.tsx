import { createFileRoute } from '@tanstack/react-router'
import { RequireViewer } from '@/components/require-viewer'
import { FavouritesView } from '@/features/favourites/components/favourites-view'
import { favouritesSearchSchema } from '@/features/favourites/utils/search'
import { PHONE_SCALE } from '@/components/catalogue/phone-scale'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

// A buyer's favourites: personal, so the page is the same for everyone on the server and the
// list is read after hydration with the stored login (ADR 024).
export const Route = createFileRoute('/_desktop/favorites')({
  validateSearch: favouritesSearchSchema,
  head: ({ matches }) => pageHead({ matches, title: m.page_favorites_title(), description: m.page_favorites_lead(), noindex: true }),
  component: FavoritesPage,
})

function FavoritesPage() {
  const { tab } = Route.useSearch()
  return (
    <PageFrame title={m.page_favorites_title()} lead={m.page_favorites_lead()} className={`max-w-1400 ${PHONE_SCALE}`}>
      <RequireViewer>{() => <FavouritesView tab={tab ?? 'brands'} />}</RequireViewer>
    </PageFrame>
  )
}
