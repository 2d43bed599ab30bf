import { Link, useNavigate } from '@tanstack/react-router'
import type { OutputOf } from '@/api/contract/define'
import type { bulkList, formPostBefore } from '@/api/contract/bulk'
import type { ProcurementSearch } from '../utils/procurement-search'
import { EmptyState } from '@/components/catalogue/empty-state'
import { formatNumber } from '@/components/catalogue/format'
import { Pagination } from '@/components/catalogue/pagination'
import { BulkRequestFacts } from './bulk-request-facts'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

const control =
  'h-40 min-h-[36px] w-full rounded-md border border-border bg-background px-12 text-dp-15 outline-none focus-visible:ring-3 focus-visible:ring-ring/50'

/** The filter bar: a plain GET form (works before hydration), navigated in place once hydrated. */
function Filters({ search, options }: { search: ProcurementSearch; options: OutputOf<typeof formPostBefore> }) {
  const navigate = useNavigate()
  return (
    <form
      method="get"
      aria-label={m.bulk_filters()}
      className="grid gap-12 rounded-lg border border-border bg-muted/40 p-16 md:grid-cols-5 md:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        const value = (name: string) => {
          const v = String(data.get(name) ?? '').trim()
          return v === '' ? undefined : v
        }
        const number = (name: string) => (value(name) === undefined ? undefined : Number(value(name)))
        void navigate({
          to: '/large/procurement',
          search: { category: number('category'), origin: value('origin'), qty_min: number('qty_min'), due_before: value('due_before') },
        })
      }}
    >
      <label className="flex flex-col gap-4 text-dp-14 font-medium">
        {m.bulk_filter_category()}
        <select name="category" defaultValue={search.category ?? ''} className={control}>
          <option value="">{m.bulk_filter_any()}</option>
          {options.categories.map((top) => (
            <optgroup key={top.id} label={top.name}>
              <option value={top.id}>{m.bulk_filter_all_of({ name: top.name })}</option>
              {top.children.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-4 text-dp-14 font-medium">
        {m.bulk_filter_origin()}
        <select name="origin" defaultValue={search.origin ?? ''} className={control}>
          <option value="">{m.bulk_filter_any()}</option>
          {options.countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-4 text-dp-14 font-medium">
        {m.bulk_filter_qty()}
        <input name="qty_min" type="number" min={1} step={1} inputMode="numeric" defaultValue={search.qty_min ?? ''} className={control} />
      </label>
      <label className="flex flex-col gap-4 text-dp-14 font-medium">
        {m.bulk_filter_due()}
        <input name="due_before" type="date" defaultValue={search.due_before ?? ''} className={control} />
      </label>
      <div className="flex gap-8">
        <Button type="submit" className="flex-1">
          {m.bulk_filter_apply()}
        </Button>
        <Button asChild variant="outline">
          <Link to="/large/procurement">{m.bulk_filter_clear()}</Link>
        </Button>
      </div>
    </form>
  )
}

/** /large/procurement: buyers' open bulk requests (Bulk/BulkList), filtered by typed search params. */
export function ProcurementList({
  search,
  list,
  options,
}: {
  search: ProcurementSearch
  list: OutputOf<typeof bulkList>
  options: OutputOf<typeof formPostBefore>
}) {
  return (
    <div className="flex flex-col gap-20">
      <div className="flex flex-wrap items-center justify-between gap-12">
        <div className="flex flex-col gap-4">
          <p className="text-dp-15 text-muted-foreground" data-testid="result-count">
            {m.bulk_count({ count: formatNumber(list.total) })}
          </p>
          <p className="text-dp-13 text-muted-foreground" data-testid="bulk-privacy">
            {m.bulk_public_privacy()}
          </p>
        </div>
        <Button asChild>
          <Link to="/large/reportForm">{m.bulk_post_cta()}</Link>
        </Button>
      </div>
      <Filters search={search} options={options} />
      {list.list.length ? (
        <ul className="flex flex-col gap-12" data-testid="bulk-request-list">
          {list.list.map((r) => (
            <li key={r.id} className="rounded-lg border border-border p-16">
              <BulkRequestFacts request={r} title={<h2 className="text-dp-17 font-semibold text-brand-ink">{r.product_name}</h2>} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={m.bulk_empty()}>
          <Button asChild variant="outline">
            <Link to="/large/reportForm">{m.bulk_post_cta()}</Link>
          </Button>
        </EmptyState>
      )}
      <Pagination page={list.page} pageCount={Math.ceil(list.total / list.page_size)} />
    </div>
  )
}
