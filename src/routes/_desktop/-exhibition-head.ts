// The head of /exhibition and /mobile/exhibition. A module of its own: a route's head stays in the
// route tree, which every page loads first, so importing it from ./-exhibition-page would put the
// activity list, its queries and the API client into every page's first load.
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const exhibitionHead = (matches: Parameters<typeof pageHead>[0]['matches']) =>
  pageHead({ matches, title: m.page_exhibition_title(), description: m.page_exhibition_lead() })
