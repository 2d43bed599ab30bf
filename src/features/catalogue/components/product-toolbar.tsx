import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { ProductSearch } from '../utils/product-search'
import { Button } from '@/components/ui/button'
import { PRODUCT_SORTS } from '@/api/contract/catalogue-constants'
import { m } from '@/paraglide/messages'

export function sortLabel(sort: (typeof PRODUCT_SORTS)[number]): string {
  switch (sort) {
    case 'recommended':
      return m.cat_b_sort_recommended()
    case 'newest':
      return m.cat_b_sort_newest()
    case 'price_asc':
      return m.cat_b_sort_price_asc()
    case 'price_desc':
      return m.cat_b_sort_price_desc()
    case 'popular':
      return m.cat_b_sort_popular()
  }
}

/** Keyword search box: submits to `?q=` (page 1, other filters kept). Works without JS as a GET form. */
export function KeywordForm({ search }: { search: ProductSearch }) {
  const navigate = useNavigate({ from: '/product/' })
  const id = useId()
  const [value, setValue] = useState(search.q ?? '')
  return (
    <form
      role="search"
      action="/product"
      className="flex min-w-0 flex-1 gap-8"
      onSubmit={(event) => {
        event.preventDefault()
        const q = value.trim() || undefined
        void navigate({ search: (prev) => ({ ...prev, q, page: undefined }) })
      }}
    >
      <label htmlFor={id} className="sr-only">
        {m.cat_b_keyword_label()}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        maxLength={100}
        placeholder={m.cat_b_keyword_placeholder()}
        className="h-40 min-h-[36px] min-w-0 flex-1 rounded-md border border-border bg-background px-12 text-dp-15 outline-none focus-visible:ring-3 focus-visible:ring-ring/50"
      />
      <Button type="submit">{m.cat_b_search()}</Button>
    </form>
  )
}

/** The sort order, a native select (keyboard and screen-reader friendly on every device). */
export function SortSelect({ search }: { search: ProductSearch }) {
  const navigate = useNavigate({ from: '/product/' })
  const id = useId()
  return (
    <div className="flex items-center gap-8">
      <label htmlFor={id} className="text-dp-14 whitespace-nowrap text-muted-foreground">
        {m.cat_b_sort_label()}
      </label>
      <select
        id={id}
        value={search.sort ?? 'recommended'}
        onChange={(event) => {
          const sort = event.target.value as ProductSearch['sort']
          void navigate({ search: (prev) => ({ ...prev, sort: sort === 'recommended' ? undefined : sort, page: undefined }) })
        }}
        className="h-40 min-h-[36px] rounded-md border border-border bg-background px-8 text-dp-14"
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {sortLabel(sort)}
          </option>
        ))}
      </select>
    </div>
  )
}
