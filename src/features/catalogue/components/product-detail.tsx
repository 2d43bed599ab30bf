import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { ProductGallery } from './product-gallery'
import { ProductGrid } from './product-grid'
import type { OutputOf } from '@/api/contract/define'
import type { getOpbGoodsView } from '@/api/contract/opb-goods'
import { CertificateBadge } from '@/components/catalogue/certificate-badge'
import { certificateLabel } from '@/components/catalogue/certificate-label'
import { formatDate, formatNumber, formatPriceRange, unitLabel } from '@/components/catalogue/format'
import { actionBarRef } from '@/lib/bottom-bars'
import { m } from '@/paraglide/messages'
import { ProductContact } from './product-contact'

export type ProductView = OutputOf<typeof getOpbGoodsView>

/** A spec label as a table heading: suppliers write "shelf life" as often as "Shelf life". */
function sentenceCase(label: string): string {
  return label.charAt(0).toLocaleUpperCase() + label.slice(1)
}

/** "Packing: 25 kg bag; shelf life: 21 months" → [[Packing, 25 kg bag], [Shelf life, 21 months]]. */
export function specRows(spec: string): Array<[string, string]> {
  return spec
    .split(/[;；]\s*/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^([^:：]{1,40})[:：]\s*(.+)$/.exec(part)
      return match ? [sentenceCase(match[1].trim()), match[2].trim()] : ['', part]
    })
}

/**
 * One product: gallery; name, price range, MOQ and origin; valid certificates with issuer,
 * number and expiry; the brand; description and specs; related products. `cartAction` is the
 * "add to inquiry cart" control (from the cart feature, composed by the route); on a phone it
 * sits in a bar fixed to the bottom of the screen.
 */
export function ProductDetail({ product, cartAction }: { product: ProductView; cartAction: React.ReactNode }) {
  const price = formatPriceRange(product.price_min, product.price_max, product.currency)
  return (
    <div className="flex flex-col gap-32">
      <div className="grid gap-24 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:gap-40">
        <ProductGallery images={product.images} name={product.name} />
        <div className="flex flex-col gap-16">
          <p className="text-dp-14 text-muted-foreground">
            <Link to="/product" search={{ category: product.category.id }} className="hover:text-primary hover:underline">
              {product.category.name}
            </Link>
            {' · '}
            {m.cat_b_origin_of({ country: product.origin.name })}
          </p>
          <div className="flex flex-col gap-4 rounded-lg bg-muted/60 p-16">
            <p className="text-dp-28 font-semibold text-brand-ink" data-testid="price-range">
              {price} <span className="text-dp-15 font-normal whitespace-nowrap text-muted-foreground">/ {unitLabel(product.unit)}</span>
            </p>
            <p className="text-dp-14 text-muted-foreground">{m.cat_b_price_note()}</p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-24 gap-y-8 text-dp-15">
            <dt className="text-muted-foreground">{m.cat_b_min_order()}</dt>
            <dd className="font-medium">
              {formatNumber(product.moq)} {unitLabel(product.unit)}
            </dd>
            <dt className="text-muted-foreground">{m.cat_b_filter_origin()}</dt>
            <dd>{product.origin.name}</dd>
            <dt className="text-muted-foreground">{m.cat_b_supplier()}</dt>
            <dd>
              <Link to="/brand" search={{ id: product.brand.id } as never} className="text-primary hover:underline">
                {product.brand.name}
              </Link>
            </dd>
          </dl>
          {product.certificates.length ? (
            <ul className="flex flex-wrap gap-6" aria-label={m.cat_b_certificates()}>
              {product.certificates.map((cert) => (
                <li key={cert.id}>
                  <CertificateBadge type={cert.type} />
                </li>
              ))}
            </ul>
          ) : null}
          {/* On a phone the bar is fixed above the tab bar (--tab-bar-height, mobile-layout.tsx) and
              repeats the price, which it would otherwise cover as the page scrolls ;
              the document reserves its height at its end, below the footer (bottom-bars.ts). */}
          <div
            ref={actionBarRef}
            className="fixed inset-x-0 bottom-(--tab-bar-height,0px) z-20 flex flex-col gap-8 border-t border-border bg-background/95 px-16 py-12 pb-[max(12px,var(--action-bar-safe-area))] shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur md:static md:z-auto md:border-0 md:bg-transparent md:p-0 md:shadow-none"
            data-testid="cart-bar"
          >
            <p className="truncate text-dp-16 font-semibold text-brand-ink md:hidden" data-testid="cart-bar-price">
              {price} <span className="text-dp-13 font-normal text-muted-foreground">/ {unitLabel(product.unit)}</span>
            </p>
            {cartAction}
          </div>
        </div>
      </div>

      <div className="grid gap-32 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-32">
          <section className="flex flex-col gap-12" aria-labelledby="about-product">
            <h2 id="about-product" className="text-dp-22 font-semibold text-brand-ink">
              {m.cat_b_about_product()}
            </h2>
            <p className="text-dp-15 leading-relaxed">{product.description}</p>
            {product.spec ? (
              <table className="w-full text-dp-14">
                <caption className="sr-only">{m.cat_b_specs()}</caption>
                <tbody>
                  {specRows(product.spec).map(([key, value], index) => (
                    <tr key={index} className="border-b border-border">
                      <th scope="row" className="w-1/3 py-8 pr-12 text-left align-top font-normal text-muted-foreground">
                        {key || m.cat_b_specs()}
                      </th>
                      <td className="py-8">{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </section>
          <section className="flex flex-col gap-12" aria-labelledby="product-certificates">
            <h2 id="product-certificates" className="text-dp-22 font-semibold text-brand-ink">
              {m.cat_b_certificates()}
            </h2>
            {product.certificates.length ? (
              <ul className="grid gap-12 sm:grid-cols-2" data-testid="certificates">
                {product.certificates.map((cert) => (
                  <li key={cert.id} className="flex flex-col gap-6 rounded-lg border border-border p-16">
                    <p className="text-dp-16 font-semibold">{certificateLabel(cert.type)}</p>
                    <dl className="grid grid-cols-[auto_1fr] gap-x-12 gap-y-4 text-dp-14">
                      <dt className="text-muted-foreground">{m.cat_b_cert_issuer()}</dt>
                      <dd>{cert.issuer}</dd>
                      <dt className="text-muted-foreground">{m.cat_b_cert_number()}</dt>
                      <dd className="font-mono break-all">{cert.number}</dd>
                      <dt className="text-muted-foreground">{m.cat_b_cert_valid()}</dt>
                      <dd>
                        {formatDate(cert.valid_from)} – {formatDate(cert.valid_to)}
                      </dd>
                    </dl>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-dp-15 text-muted-foreground">{m.cat_b_no_certificates()}</p>
            )}
          </section>
        </div>
        <aside className="flex flex-col gap-12 self-start rounded-lg border border-border p-16" aria-labelledby="brand-card">
          <div className="flex items-center gap-12">
            <img
              src={product.brand.logo}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-56 min-h-[40px] min-w-[40px] rounded-md border border-border"
            />
            <div className="flex min-w-0 flex-col">
              <h2 id="brand-card" className="text-dp-17 truncate font-semibold">
                {product.brand.name}
              </h2>
              <p className="text-dp-13 text-muted-foreground">
                {product.brand.country.name}
                {product.brand.founded_year ? ` · ${m.cat_b_founded({ year: String(product.brand.founded_year) })}` : ''}
              </p>
            </div>
          </div>
          {product.brand.export_ready ? (
            <p className="w-fit rounded-full bg-sky-50 px-8 py-2 text-dp-12 font-medium text-sky-800">{m.cat_b_export_ready()}</p>
          ) : null}
          <p className="line-clamp-5 text-dp-14 text-muted-foreground">{product.brand.intro}</p>
          <Link to="/brand" search={{ id: product.brand.id } as never} className="text-dp-14 font-medium text-primary hover:underline">
            {m.cat_b_view_brand()}
          </Link>
          <ProductContact brandId={product.brand.id} brandName={product.brand.name} productId={product.id} productName={product.name} />
        </aside>
      </div>

      {product.related.length ? (
        <section className="flex flex-col gap-12" aria-labelledby="related-products">
          <h2 id="related-products" className="text-dp-22 font-semibold text-brand-ink">
            {m.cat_b_related()}
          </h2>
          <ProductGrid products={product.related} eager={0} />
        </section>
      ) : null}
    </div>
  )
}
