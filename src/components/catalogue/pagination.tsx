import { SearchLink } from './search-link'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

/** The page numbers to show: first, last, and two either side of the current one, with gaps. */
export function pageWindow(page: number, pageCount: number): Array<number | 'gap'> {
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pageCount))
  const sorted = [...pages].toSorted((a, b) => a - b)
  const out: Array<number | 'gap'> = []
  for (const [index, p] of sorted.entries()) {
    if (index > 0 && p - sorted[index - 1] > 1) out.push('gap')
    out.push(p)
  }
  return out
}

const item = 'inline-flex min-w-[36px] h-[36px] items-center justify-center rounded-md border border-border px-8 text-dp-14'

/**
 * Pagination as real links to `?page=N` on the current route (crawlable, shareable, work
 * without JavaScript). Page 1 is written without the param.
 */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label={m.cat_b_pagination()} className="flex flex-wrap items-center justify-center gap-6 py-16">
      {page > 1 ? (
        <SearchLink patch={{ page: page - 1 }} resetScroll rel="prev" className={cn(item, 'hover:bg-accent')}>
          {m.cat_b_prev()}
        </SearchLink>
      ) : null}
      {pageWindow(page, pageCount).map((p, index) =>
        p === 'gap' ? (
          <span key={`gap-${index}`} className="px-4 text-muted-foreground" aria-hidden>
            …
          </span>
        ) : (
          <SearchLink
            key={p}
            patch={{ page: p }}
            resetScroll
            aria-label={m.cat_b_page_n({ page: String(p) })}
            aria-current={p === page ? 'page' : undefined}
            className={cn(item, p === page ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent')}
          >
            {p}
          </SearchLink>
        ),
      )}
      {page < pageCount ? (
        <SearchLink patch={{ page: page + 1 }} resetScroll rel="next" className={cn(item, 'hover:bg-accent')}>
          {m.cat_b_next()}
        </SearchLink>
      ) : null}
    </nav>
  )
}
