import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { ApiRequestError } from '@/api/client/request'
import { articleLanguagesQueryOf, articleNeighboursQuery, articleQuery } from '@/features/content/api/queries'
import { ArticleView, categoryName } from '@/features/content/components/column'
import { MissingLanguage } from '@/features/content/components/content-page'
import { articleSearchSchema } from '@/features/content/utils/search'
import { PHONE_PAGE } from '@/components/catalogue/phone-scale'
import { formatDate, formatNumber } from '@/components/catalogue/format'
import { PageFrame } from '@/features/site/components/page-frame'
import { canonicalUrl, pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/column/detail')({
  validateSearch: articleSearchSchema,
  loaderDeps: ({ search: { id } }) => ({ id }),
  // A missing, invalid or unknown id is a 404 page, never an error. An article published only in
  // the other language is a page that says so and links to it, as the information pages do.
  loader: async ({ context: { queryClient }, deps: { id } }) => {
    if (id === undefined) throw notFound()
    try {
      const [article] = await Promise.all([
        queryClient.ensureQueryData(articleQuery(id)),
        queryClient.ensureQueryData(articleNeighboursQuery(id)),
      ])
      return { article }
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.code === 0)) throw error
      const { languages } = await queryClient.ensureQueryData(articleLanguagesQueryOf(id))
      if (languages.length === 0) throw notFound()
      return { article: null }
    }
  },
  head: ({ matches, loaderData }) => {
    const article = loaderData?.article
    return article
      ? pageHead({
          matches,
          title: article.title,
          description: article.summary,
          image: article.cover,
          ogType: 'article',
          breadcrumbs: [
            { name: m.page_home_title(), path: '/' },
            { name: m.page_column_title(), path: '/column' },
            { name: article.title, path: `/column/detail?id=${article.id}` },
          ],
          jsonLd: [
            {
              '@context': 'https://schema.org',
              '@type': 'Article',
              headline: article.title,
              description: article.summary,
              articleSection: categoryName(article.category),
              ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
              datePublished: article.published_at,
              url: canonicalUrl(matches),
            },
          ],
        })
      : pageHead({ matches, title: m.page_column_detail_title(), description: m.page_column_detail_lead() })
  },
  component: ColumnDetailPage,
})

function ColumnDetailPage() {
  const { article } = Route.useLoaderData()
  if (!article) {
    return (
      <div className={PHONE_PAGE}>
        <PageFrame title={m.page_column_detail_title()} crumbs={[{ label: m.page_column_title(), to: '/column' }]}>
          <MissingLanguage available />
        </PageFrame>
      </div>
    )
  }
  return <ArticleDetail />
}

function ArticleDetail() {
  const id = Route.useLoaderDeps().id!
  const { data: article } = useSuspenseQuery(articleQuery(id))
  return (
    <div className={PHONE_PAGE}>
      <PageFrame
        title={article.title}
        lead={article.summary}
        crumbs={[{ label: m.page_column_title(), to: '/column' }]}
        meta={
          <span className="flex flex-wrap gap-x-8">
            <span>{categoryName(article.category)}</span>
            {/* No byline without an author (never an empty "By:"). */}
            {article.author ? <span>· {m.content_column_by({ author: article.author })}</span> : null}
            <time dateTime={article.published_at}>· {formatDate(article.published_at)}</time>
            <span>· {m.content_column_views({ count: formatNumber(article.views) })}</span>
          </span>
        }
      >
        <ArticleView id={id} />
      </PageFrame>
    </div>
  )
}
