import type { ContentBlock } from '@/api/contract/content'
import { faqItemsOf, faqPageJsonLd } from '@/features/content/utils/json-ld'
import { pageHead } from '@/features/site/utils/page-head'

type HeadMatch = { loaderData?: unknown; pathname?: string; search?: unknown }
type LoadedPage = { published: boolean; title: string; lead: string; blocks: ReadonlyArray<ContentBlock> } | undefined

/**
 * The head of an information page: its published title and lead (the route's own title when the
 * page is not published in this language), and FAQPage JSON-LD for the questions it shows.
 */
export function contentHead(
  matches: ReadonlyArray<HeadMatch>,
  page: LoadedPage,
  fallback: { title: string; lead: string },
  extraQuestions: ReadonlyArray<{ question: string; answer: string }> = [],
) {
  const published = page?.published ? page : undefined
  return pageHead({
    matches,
    title: published?.title ?? fallback.title,
    description: published?.lead ?? fallback.lead,
    jsonLd: faqPageJsonLd([...(published ? faqItemsOf(published.blocks) : []), ...extraQuestions]),
  })
}
