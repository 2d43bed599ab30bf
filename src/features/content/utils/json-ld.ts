import type { ContentBlock } from '@/api/contract/content'

type Qa = { question: string; answer: string }

/** The questions and answers a page's FAQ blocks hold. */
export function faqItemsOf(blocks: ReadonlyArray<ContentBlock>): Array<Qa> {
  return blocks.flatMap((block) => (block.type === 'faq' ? block.items : []))
}

/** schema.org FAQPage for the questions a page shows (none: no markup). */
export function faqPageJsonLd(items: ReadonlyArray<Qa>): Array<Record<string, unknown>> {
  if (!items.length) return []
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    },
  ]
}
