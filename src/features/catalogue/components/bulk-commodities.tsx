import { Link } from '@tanstack/react-router'
import { BULK_TABS } from '../utils/bulk-units'
import type { OutputOf } from '@/api/contract/define'
import type { bulkList } from '@/api/contract/bulk'
import { CertificateBadge } from '@/components/catalogue/certificate-badge'
import { formatDate, formatMoney, formatNumber, formatPriceRange, unitLabel } from '@/components/catalogue/format'
import { Pagination } from '@/components/catalogue/pagination'
import type { ProductListItem } from '../api/queries'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

const tab = 'inline-flex min-h-[36px] items-center rounded-md px-12 py-6 text-dp-15'

/**
 * /bigGoodsList: commodities traded by the lot, as a dense price table (one row per offer,
 * cheapest first), by trading unit; below, buyers' open bulk requests (Bulk/BulkList).
 */
export function BulkCommodities({
  unit,
  list,
  requests,
}: {
  unit: string
  list: { list: Array<ProductListItem>; total: number; page: number; page_size: number }
  requests: OutputOf<typeof bulkList>
}) {
  return (
    <div className="flex flex-col gap-32">
      <nav aria-label={m.cat_b_bulk_units()} className="flex flex-wrap gap-8">
        {BULK_TABS.map((u) => (
          <Link
            key={u}
            to="/bigGoodsList"
            search={u === 'tonne' ? {} : { unit: u }}
            aria-current={unit === u ? 'page' : undefined}
            className={cn(tab, unit === u ? 'bg-primary text-primary-foreground' : 'bg-muted hover:bg-accent')}
          >
            {m.cat_b_bulk_by({ unit: unitLabel(u) })}
          </Link>
        ))}
      </nav>

      <section aria-labelledby="bulk-offers" className="flex flex-col gap-12">
        <div className="flex flex-wrap items-baseline justify-between gap-8">
          <h2 id="bulk-offers" className="text-dp-22 font-semibold text-brand-ink">
            {m.cat_b_bulk_offers({ unit: unitLabel(unit) })}
          </h2>
          <p className="text-dp-14 text-muted-foreground" data-testid="result-count">
            {m.cat_b_bulk_offer_count({ count: formatNumber(list.total) })}
          </p>
        </div>
        <table className="w-full text-left text-dp-14 max-md:block" data-testid="bulk-table">
          <thead className="border-b border-border text-dp-13 text-muted-foreground max-md:sr-only">
            <tr>
              <th scope="col" className="py-8 pr-12 font-medium">
                {m.cat_b_bulk_col_product()}
              </th>
              <th scope="col" className="py-8 pr-12 font-medium">
                {m.cat_b_filter_origin()}
              </th>
              <th scope="col" className="py-8 pr-12 font-medium">
                {m.cat_b_supplier()}
              </th>
              <th scope="col" className="py-8 pr-12 text-right font-medium">
                {m.cat_b_min_order()}
              </th>
              <th scope="col" className="py-8 pr-12 text-right font-medium">
                {m.cat_b_bulk_col_price({ unit: unitLabel(unit) })}
              </th>
              <th scope="col" className="py-8 font-medium">
                {m.cat_b_certificates()}
              </th>
            </tr>
          </thead>
          <tbody className="max-md:flex max-md:flex-col max-md:gap-8">
            {list.list.map((p) => (
              <tr
                key={p.id}
                className="border-b border-border max-md:flex max-md:flex-col max-md:gap-4 max-md:rounded-lg max-md:border max-md:p-12"
              >
                <th scope="row" className="py-10 pr-12 font-normal">
                  <Link
                    to="/product/detail"
                    search={{ id: p.id }}
                    className="font-medium text-foreground hover:text-primary hover:underline"
                  >
                    {p.name}
                  </Link>
                  <span className="block text-dp-13 text-muted-foreground">{p.category_name}</span>
                </th>
                <td className="py-10 pr-12 max-md:py-0">{p.origin.name}</td>
                <td className="max-w-220 truncate py-10 pr-12 text-muted-foreground max-md:max-w-none max-md:py-0">{p.brand.name}</td>
                <td className="py-10 pr-12 text-right whitespace-nowrap tabular-nums max-md:py-0 max-md:text-left">
                  {m.cat_b_moq({ count: formatNumber(p.moq), unit: unitLabel(p.unit) })}
                </td>
                <td className="py-10 pr-12 text-right font-semibold whitespace-nowrap text-brand-ink tabular-nums max-md:py-0 max-md:text-left">
                  {formatPriceRange(p.price_min, p.price_max, p.currency)}
                </td>
                <td className="py-10 max-md:py-0">
                  <span className="flex flex-wrap gap-4">
                    {p.certifications.map((c) => (
                      <CertificateBadge key={c} type={c} />
                    ))}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pagination page={list.page} pageCount={Math.ceil(list.total / list.page_size)} />
      </section>

      <section aria-labelledby="bulk-requests" className="flex flex-col gap-12">
        <h2 id="bulk-requests" className="text-dp-22 font-semibold text-brand-ink">
          {m.cat_b_bulk_requests()}
        </h2>
        {requests.list.length ? (
          <ul className="grid gap-12 md:grid-cols-2">
            {requests.list.map((r) => (
              <li key={r.id} className="flex flex-col gap-4 rounded-lg border border-border p-16">
                <p className="text-dp-16 font-semibold">{r.product_name}</p>
                <p className="text-dp-14">
                  {formatNumber(r.quantity)} {r.unit_name} → {r.destination.name}
                  {r.target_price !== null ? ` · ${m.cart_b_field_target_price()} ${formatMoney(r.target_price, r.currency)}` : ''}
                </p>
                <p className="text-dp-13 text-muted-foreground">
                  {r.company} · {m.cat_b_bulk_deadline({ date: formatDate(r.deadline) })}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-start gap-12 rounded-lg border border-dashed border-border p-20">
            <p className="text-dp-15 text-muted-foreground">{m.cat_b_bulk_no_requests()}</p>
            <Button asChild variant="outline">
              <Link to="/large/procurement">{m.cat_b_bulk_post_request()}</Link>
            </Button>
          </div>
        )}
      </section>
    </div>
  )
}
