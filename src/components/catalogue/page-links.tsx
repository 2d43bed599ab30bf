import { SearchLink } from './search-link'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

/** Page numbers around the current one: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(current: number, last: number): Array<number | 'gap'> {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2])
  const sorted = [...pages].filter((p) => p >= 1 && p <= last).toSorted((a, b) => a - b)
  const out: Array<number | 'gap'> = []
  for (const p of sorted) {
    const prev = out.at(-1)
    if (typeof prev === 'number' && p - prev > 1) out.push('gap')
    out.push(p)
  }
  return out
}

const item = 'inline-flex min-h-[36px] min-w-[36px] items-center justify-center rounded-md border border-border px-10 text-dp-14'

/** Links to the pages of a list (the `page` search param); nothing when it fits on one page. */
export function PageLinks({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const last = Math.max(1, Math.ceil(total / pageSize))
  if (last <= 1) return null
  const current = Math.min(page, last)
  return (
    <nav aria-label={m.cat_a_pagination()} className="flex flex-wrap items-center justify-center gap-6" data-testid="pagination">
      {current > 1 ? (
        <SearchLink patch={{ page: current - 1 }} className={cn(item, 'hover:border-primary hover:text-primary')} rel="prev">
          {m.cat_a_page_prev()}
        </SearchLink>
      ) : null}
      {pageWindow(current, last).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-4 text-muted-foreground" aria-hidden>
            …
          </span>
        ) : (
          <SearchLink
            key={p}
            patch={{ page: p }}
            aria-current={p === current ? 'page' : undefined}
            aria-label={m.cat_a_page_n({ n: String(p) })}
            className={cn(item, p === current ? 'border-primary bg-primary text-primary-foreground' : 'hover:border-primary hover:text-primary')}
          >
            {p}
          </SearchLink>
        ),
      )}
      {current < last ? (
        <SearchLink patch={{ page: current + 1 }} className={cn(item, 'hover:border-primary hover:text-primary')} rel="next">
          {m.cat_a_page_next()}
        </SearchLink>
      ) : null}
    </nav>
  )
}
