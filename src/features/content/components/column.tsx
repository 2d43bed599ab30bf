import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { COLUMN_PAGE_SIZE, articleNeighboursQuery, articleQuery, columnQuery } from '../api/queries'
import type { ColumnSearch } from '../utils/search'
import { ARTICLE_CATEGORIES } from '@/api/contract/catalogue-constants'
import { CountryFlag } from '@/components/catalogue/country-flag'
import { EmptyState } from '@/components/catalogue/empty-state'
import { formatDate, formatNumber } from '@/components/catalogue/format'
import { Pagination } from '@/components/catalogue/pagination'
import { SearchLink } from '@/components/catalogue/search-link'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'
import { MarkdownBody } from './markdown-body'

/** A column category's name in the current language. */
export function categoryName(category: string): string {
  switch (category) {
    case 'news':
      return m.content_column_cat_news()
    case 'analysis':
      return m.content_column_cat_analysis()
    default:
      return m.content_column_cat_guide()
  }
}

const chip = 'inline-flex min-h-[32px] items-center rounded-full border px-12 py-4 text-dp-14 max-[600px]:text-[14px]'
const chipState = (on: boolean) => (on ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-accent')

/** /column: categories and order as links (typed search params), a grid of article cards, pagination. */
export function ColumnList({ search }: { search: ColumnSearch }) {
  const { data } = useSuspenseQuery(columnQuery(search))
  const sort = search.sort ?? 'newest'
  return (
    <div className="flex flex-col gap-24">
      <div className="flex flex-wrap items-center justify-between gap-12">
        <nav aria-label={m.content_column_categories()} className="flex flex-wrap gap-8">
          <SearchLink patch={{ category: undefined }} className={cn(chip, chipState(!search.category))}>
            {m.content_column_all()}
          </SearchLink>
          {ARTICLE_CATEGORIES.map((category) => (
            <SearchLink key={category} patch={{ category }} className={cn(chip, chipState(search.category === category))}>
              {categoryName(category)}
            </SearchLink>
          ))}
        </nav>
        <nav aria-label={m.content_column_sort()} className="flex gap-8">
          <SearchLink patch={{ sort: undefined }} className={cn(chip, chipState(sort === 'newest'))}>
            {m.content_column_newest()}
          </SearchLink>
          <SearchLink patch={{ sort: 'popular' }} className={cn(chip, chipState(sort === 'popular'))}>
            {m.content_column_popular()}
          </SearchLink>
        </nav>
      </div>
      <p className="text-dp-14 text-muted-foreground max-[600px]:text-[14px]" data-testid="result-count">
        {m.content_column_count({ count: formatNumber(data.total) })}
      </p>
      {data.list.length ? (
        <ul className="grid gap-20 sm:grid-cols-2 lg:grid-cols-3" data-testid="article-list">
          {data.list.map((article) => (
            <li key={article.id} className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card">
              <img
                src={article.cover}
                alt=""
                width={400}
                height={225}
                loading="lazy"
                decoding="async"
                className="aspect-video w-full bg-muted object-cover"
              />
              <div className="flex flex-1 flex-col gap-8 p-16">
                <p className="text-dp-12 font-medium text-primary uppercase max-[600px]:text-[12px]">{categoryName(article.category)}</p>
                <h2 className="text-dp-17 leading-snug font-semibold text-brand-ink max-[600px]:text-[17px]">
                  <Link
                    to="/column/detail"
                    search={{ id: article.id }}
                    className="outline-none group-hover:text-primary after:absolute after:inset-0"
                  >
                    {article.title}
                  </Link>
                </h2>
                <p className="line-clamp-3 text-dp-14 text-foreground/80 max-[600px]:text-[14px]">{article.summary}</p>
                <p className="mt-auto flex flex-wrap gap-x-8 text-dp-12 text-muted-foreground max-[600px]:text-[12px]">
                  <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
                  <span>· {m.content_column_views({ count: formatNumber(article.views) })}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={m.content_column_empty()} />
      )}
      <Pagination page={data.page} pageCount={Math.ceil(data.total / COLUMN_PAGE_SIZE)} />
    </div>
  )
}

/** /column/detail: the article, its neighbours in time, related articles and the brands of its market. */
export function ArticleView({ id }: { id: number }) {
  const { data: article } = useSuspenseQuery(articleQuery(id))
  const { data: around } = useSuspenseQuery(articleNeighboursQuery(id))
  return (
    <div className="grid gap-40 lg:grid-cols-[minmax(0,1fr)_320px]">
      <article className="flex flex-col gap-20">
        <img
          src={article.cover}
          alt={article.cover_alt}
          width={960}
          height={540}
          className="aspect-video w-full rounded-xl bg-muted object-cover"
        />
        <MarkdownBody html={article.body_html} testId="article-body" />
        <nav
          aria-label={`${m.content_column_prev()} / ${m.content_column_next()}`}
          className="grid gap-12 border-t border-border pt-20 sm:grid-cols-2"
        >
          {around.prev ? (
            <Link
              to="/column/detail"
              search={{ id: around.prev.id }}
              rel="prev"
              className="flex flex-col gap-4 rounded-lg border border-border p-12 hover:bg-accent"
            >
              <span className="text-dp-12 text-muted-foreground max-[600px]:text-[12px]">← {m.content_column_prev()}</span>
              <span className="text-dp-14 font-medium text-brand-ink max-[600px]:text-[14px]">{around.prev.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {around.next ? (
            <Link
              to="/column/detail"
              search={{ id: around.next.id }}
              rel="next"
              className="flex flex-col gap-4 rounded-lg border border-border p-12 text-right hover:bg-accent"
            >
              <span className="text-dp-12 text-muted-foreground max-[600px]:text-[12px]">{m.content_column_next()} →</span>
              <span className="text-dp-14 font-medium text-brand-ink max-[600px]:text-[14px]">{around.next.title}</span>
            </Link>
          ) : null}
        </nav>
      </article>
      <aside className="flex flex-col gap-24">
        {article.related_brands.length ? (
          <section aria-labelledby="article-brands" className="flex flex-col gap-12">
            <h2 id="article-brands" className="text-dp-18 font-semibold text-brand-ink max-[600px]:text-[18px]">
              {m.content_column_brands()}
            </h2>
            <ul className="flex flex-col gap-8">
              {article.related_brands.map((brand) => (
                <li key={brand.id}>
                  <Link
                    to="/brand"
                    search={{ id: brand.id }}
                    className="flex items-center gap-12 rounded-lg border border-border p-8 hover:bg-accent"
                  >
                    <img
                      src={brand.logo}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                      className="size-40 rounded-md border border-border object-cover"
                    />
                    <span className="flex flex-col">
                      <span className="text-dp-14 font-medium text-brand-ink max-[600px]:text-[14px]">{brand.name}</span>
                      <span className="inline-flex items-center gap-4 text-dp-12 text-muted-foreground max-[600px]:text-[12px]">
                        <CountryFlag code={brand.country.code} />
                        {brand.country.name}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {article.related.length ? (
          <section aria-labelledby="article-related" className="flex flex-col gap-12">
            <h2 id="article-related" className="text-dp-18 font-semibold text-brand-ink max-[600px]:text-[18px]">
              {m.content_column_related()}
            </h2>
            <ul className="flex flex-col gap-8">
              {article.related.map((other) => (
                <li key={other.id}>
                  <Link to="/column/detail" search={{ id: other.id }} className="flex flex-col gap-2 rounded-lg p-8 hover:bg-accent">
                    <span className="text-dp-14 font-medium text-brand-ink max-[600px]:text-[14px]">{other.title}</span>
                    <time dateTime={other.published_at} className="text-dp-12 text-muted-foreground max-[600px]:text-[12px]">
                      {formatDate(other.published_at)}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </aside>
    </div>
  )
}
