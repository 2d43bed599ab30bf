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
 * without JavaScript). Page 1 is written without the param; a page past the last shows as the
 * last. A new page scrolls to the top, unless `resetScroll` is false (a list further down a page).
 */
export function Pagination({ page, pageCount, resetScroll = true }: { page: number; pageCount: number; resetScroll?: boolean }) {
  if (pageCount <= 1) return null
  const current = Math.min(page, pageCount)
  return (
    <nav aria-label={m.cat_b_pagination()} className="flex flex-wrap items-center justify-center gap-6 py-16" data-testid="pagination">
      {current > 1 ? (
        <SearchLink patch={{ page: current - 1 }} resetScroll={resetScroll} rel="prev" className={cn(item, 'hover:bg-accent')}>
          {m.cat_b_prev()}
        </SearchLink>
      ) : null}
      {pageWindow(current, pageCount).map((p, index) =>
        p === 'gap' ? (
          <span key={`gap-${index}`} className="px-4 text-muted-foreground" aria-hidden>
            …
          </span>
        ) : (
          <SearchLink
            key={p}
            patch={{ page: p }}
            resetScroll={resetScroll}
            aria-label={m.cat_b_page_n({ page: String(p) })}
            aria-current={p === current ? 'page' : undefined}
            className={cn(item, p === current ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent')}
          >
            {p}
          </SearchLink>
        ),
      )}
      {current < pageCount ? (
        <SearchLink patch={{ page: current + 1 }} resetScroll={resetScroll} rel="next" className={cn(item, 'hover:bg-accent')}>
          {m.cat_b_next()}
        </SearchLink>
      ) : null}
    </nav>
  )
}
