// The frame of every information page (route-private): the page's published title and lead in
// the PageFrame, its blocks below; the route's own title when the page lacks this language.
import { useSuspenseQuery } from '@tanstack/react-query'
import type * as React from 'react'
import type { ContentSlug } from '@/api/contract/content'
import { PHONE_PAGE } from '@/components/catalogue/phone-scale'
import { contentPageQueryOf } from '@/features/content/api/queries'
import { ContentBody } from '@/features/content/components/content-page'
import { PageFrame } from '@/features/site/components/page-frame'

export function ContentPage({ slug, fallbackTitle, extra }: { slug: ContentSlug; fallbackTitle: string; extra?: React.ReactNode }) {
  const { data } = useSuspenseQuery(contentPageQueryOf(slug))
  return (
    <div className={PHONE_PAGE}>
      <PageFrame title={data.published ? data.title : fallbackTitle} lead={data.published ? data.lead : undefined}>
        <ContentBody slug={slug} extra={extra} />
      </PageFrame>
    </div>
  )
}
