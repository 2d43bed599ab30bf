import { Link } from '@tanstack/react-router'
import type { BrandGroup, ModelLine } from '../hooks/use-cart-model'
import { QuantityStepper } from './quantity-stepper'
import { SortableList } from './sortable-list'
import { formatNumber, formatPriceRange, unitLabel } from '@/components/catalogue/format'
import { totalsByUnit } from '../utils/inquiry-form'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

/** Estimated value of the lines (quantity × price range), per currency. */
export function estimate(lines: Array<ModelLine>): Array<{ currency: string; min: number; max: number }> {
  const out = new Map<string, { currency: string; min: number; max: number }>()
  for (const line of lines) {
    const e = out.get(line.currency) ?? { currency: line.currency, min: 0, max: 0 }
    e.min += line.quantity * line.price_min
    e.max += line.quantity * line.price_max
    out.set(line.currency, e)
  }
  return [...out.values()]
}

/** Quantities per unit, e.g. "40 tonne · 200 carton" (never one sum over different units). */
export function formatTotals(lines: ReadonlyArray<{ quantity: number; unit: string }>): string {
  return totalsByUnit(lines)
    .map((t) => `${formatNumber(t.quantity)} ${unitLabel(t.unit)}`)
    .join(' · ')
}

export function formatEstimate(list: Array<{ currency: string; min: number; max: number }>): string {
  return list.map((e) => formatPriceRange(e.min, e.max, e.currency)).join(' + ')
}

/**
 * The cart's lines, one card per brand. Within a brand the lines are drag-sorted (handle, mouse,
 * touch or keyboard); the cart's order is the brands' lines one after another.
 */
export function CartGroups({
  groups,
  onQuantity,
  onRemove,
  onReorder,
}: {
  groups: Array<BrandGroup>
  onQuantity: (line: ModelLine, quantity: number) => void
  onRemove: (line: ModelLine) => void
  onReorder: (ids: Array<string>) => void
}) {
  return (
    <div className="flex flex-col gap-16">
      {groups.map((group, groupIndex) => (
        <section
          key={group.brand.id}
          className="rounded-lg border border-border bg-card"
          aria-labelledby={`cart-brand-${group.brand.id}`}
          data-testid="cart-brand"
        >
          <header className="flex items-center gap-12 border-b border-border px-16 py-12">
            <img
              src={group.brand.logo}
              alt=""
              width={36}
              height={36}
              loading="lazy"
              className="size-36 min-h-[28px] min-w-[28px] rounded border border-border"
            />
            <h2 id={`cart-brand-${group.brand.id}`} className="text-dp-17 min-w-0 flex-1 truncate font-semibold">
              {group.brand.name}
            </h2>
            <span className="text-dp-13 whitespace-nowrap text-muted-foreground">
              {m.cart_b_lines({ count: String(group.lines.length) })}
            </span>
          </header>
          <SortableList
            items={group.lines}
            idOf={(line) => line.id}
            nameOf={(line) => line.name}
            label={m.cart_b_brand_lines({ brand: group.brand.name })}
            onReorder={(ids) => {
              // The whole cart's order: this brand's new order in place of its old one.
              const all = groups.flatMap((g, i) => (i === groupIndex ? ids : g.lines.map((l) => l.id)))
              onReorder(all)
            }}
          >
            {(line, handle) => (
              <div className="flex items-start gap-8 border-b border-border px-8 py-12 last:border-b-0 sm:gap-12 sm:px-12">
                {handle}
                <img
                  src={line.image ?? undefined}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  className="size-72 min-h-[56px] min-w-[56px] shrink-0 rounded-md bg-muted object-cover"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-6">
                  <Link
                    to="/product/detail"
                    search={{ id: line.goods_id }}
                    className="line-clamp-2 text-dp-15 font-medium hover:text-primary"
                    data-testid="cart-line-name"
                  >
                    {line.name}
                  </Link>
                  <p className="text-dp-13 text-muted-foreground">
                    {formatPriceRange(line.price_min, line.price_max, line.currency)} / {unitLabel(line.unit)} ·{' '}
                    {m.cat_b_moq({ count: formatNumber(line.moq), unit: unitLabel(line.unit) })}
                  </p>
                  <div className="flex flex-wrap items-center justify-between gap-8">
                    <QuantityStepper
                      value={line.quantity}
                      onChange={(quantity) => onQuantity(line, quantity)}
                      label={m.cart_b_quantity_of({ name: line.name })}
                      unit={unitLabel(line.unit)}
                      testId="line-quantity"
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onRemove(line)}
                      aria-label={m.cart_b_remove_named({ name: line.name })}
                      data-testid="remove-line"
                    >
                      {m.cart_b_remove()}
                    </Button>
                  </div>
                  {line.below_moq ? (
                    <p className="text-dp-13 text-amber-700">
                      {m.cart_b_below_moq({ moq: formatNumber(line.moq), unit: unitLabel(line.unit) })}
                    </p>
                  ) : null}
                  <p className="text-dp-13 text-muted-foreground">
                    {m.cart_b_line_estimate({
                      value: formatPriceRange(line.quantity * line.price_min, line.quantity * line.price_max, line.currency),
                    })}
                  </p>
                </div>
              </div>
            )}
          </SortableList>
        </section>
      ))}
    </div>
  )
}
