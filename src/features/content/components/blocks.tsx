import type * as React from 'react'
import { Link } from '@tanstack/react-router'
import type { ContentBlock } from '@/api/contract/content'
import { certificateLabel } from '@/components/catalogue/certificate-label'
import { CountryFlag } from '@/components/catalogue/country-flag'
import { formatDate, formatNumber } from '@/components/catalogue/format'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

type Block<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>

/** The live data a page's blocks show, as content/page answers it. */
export type LiveFigures = {
  brands: number
  countries: number
  products: number
  certified_products: number
  meetings: number
  last_event_deals: { activity_id: number; title: string; deals: number; total_usd: number } | null
}
export type CertifiedLive = {
  by_type: Array<{ type: string; products: number; issuers: Array<string> }>
  by_country: Array<{ country: { code: string; name: string }; products: number; types: Array<string> }>
  as_of: string
}
export type Live = { figures: LiveFigures | null; certified: CertifiedLive | null }

const h2 = 'text-dp-24 leading-tight font-semibold text-brand-ink max-[600px]:text-[20px]'
const h3 = 'text-dp-16 font-semibold text-brand-ink max-[600px]:text-[16px]'
const body = 'text-dp-15 leading-relaxed text-foreground/85 max-[600px]:text-[15px]'

/** The one renderer of a page's blocks, in order; each block a section named by its heading. */
export function ContentBlocks({ blocks, live }: { blocks: ReadonlyArray<ContentBlock>; live: Live }) {
  return (
    <div className="flex flex-col gap-48 max-[600px]:gap-32">
      {blocks.map((block) => (
        <BlockView key={block.key} block={block} live={live} />
      ))}
    </div>
  )
}

function BlockView({ block, live }: { block: ContentBlock; live: Live }) {
  switch (block.type) {
    case 'prose':
      return <Prose block={block} />
    case 'steps':
      return <Steps block={block} />
    case 'cards':
      return <Cards block={block} />
    case 'table':
      return <Table block={block} />
    case 'faq':
      return <Faq block={block} />
    case 'figures':
      return live.figures ? <Figures block={block} figures={live.figures} /> : null
    case 'certificates':
      return <Certificates block={block} certified={live.certified} />
    case 'certified_by_country':
      return live.certified ? <CertifiedByCountry block={block} certified={live.certified} /> : null
    case 'cta':
      return <Cta block={block} />
  }
}

const sectionId = (key: string) => `block-${key}`

function Section({ id, heading, children, className }: { id: string; heading?: string; children: React.ReactNode; className?: string }) {
  return (
    <section aria-labelledby={heading ? sectionId(id) : undefined} className={cn('flex flex-col gap-16', className)} data-block={id}>
      {heading ? (
        <h2 id={sectionId(id)} className={h2}>
          {heading}
        </h2>
      ) : null}
      {children}
    </section>
  )
}

function Prose({ block }: { block: Block<'prose'> }) {
  return (
    <Section id={block.key} heading={block.heading}>
      <div className="flex max-w-800 flex-col gap-12">
        {block.paragraphs.map((paragraph) => (
          <p key={paragraph} className={body}>
            {paragraph}
          </p>
        ))}
      </div>
    </Section>
  )
}

function Steps({ block }: { block: Block<'steps'> }) {
  return (
    <Section id={block.key} heading={block.heading}>
      <ol className="grid gap-16 md:grid-cols-2 xl:grid-cols-4">
        {block.items.map((item, index) => (
          <li key={item.title} className="flex gap-12 rounded-xl border border-border bg-card p-20 max-[600px]:p-16">
            <span
              aria-hidden
              className="flex size-32 min-h-[28px] min-w-[28px] shrink-0 items-center justify-center rounded-full bg-primary text-dp-14 font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div className="flex flex-col gap-6">
              <h3 className={h3}>{item.title}</h3>
              <p className={cn(body, 'text-dp-14 max-[600px]:text-[14px]')}>{item.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}

function Cards({ block }: { block: Block<'cards'> }) {
  return (
    <Section id={block.key} heading={block.heading}>
      <ul className={cn('grid gap-16 md:grid-cols-2', block.items.length === 3 ? 'xl:grid-cols-3' : 'xl:grid-cols-4')}>
        {block.items.map((item) => (
          <li key={item.title} className="flex flex-col gap-8 rounded-xl bg-secondary/60 p-20 max-[600px]:p-16">
            <h3 className={h3}>{item.title}</h3>
            <p className={cn(body, 'text-dp-14 max-[600px]:text-[14px]')}>{item.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function Table({ block }: { block: Block<'table'> }) {
  const highlighted = (index: number) => block.highlight === index
  return (
    <Section id={block.key} heading={block.heading}>
      {/* Cells wrap rather than scroll: a phone shows the whole comparison at once. */}
      <div className="rounded-xl border border-border">
        <table className="w-full border-collapse text-left text-dp-14 max-[600px]:table-fixed max-[600px]:text-[13px] max-[600px]:[overflow-wrap:anywhere] max-[600px]:[&_td]:p-8 max-[600px]:[&_th]:p-8">
          {block.caption ? (
            <caption className="caption-bottom p-12 text-left text-dp-13 text-muted-foreground">{block.caption}</caption>
          ) : null}
          <thead className="bg-secondary/70">
            <tr>
              <th scope="col" className="p-12">
                <span className="sr-only">{block.heading}</span>
              </th>
              {block.columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={cn('p-12 align-bottom font-semibold text-brand-ink', highlighted(index) && 'bg-primary/10')}
                >
                  <span className="flex flex-col gap-4">
                    {highlighted(index) ? (
                      <span className="w-fit rounded-full bg-primary px-8 py-2 text-dp-12 font-medium text-primary-foreground">
                        {m.content_recommended()}
                      </span>
                    ) : null}
                    {column}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.label} className="border-t border-border">
                <th scope="row" className="p-12 font-medium text-brand-ink">
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    key={index}
                    className={cn('p-12 text-foreground/85', highlighted(index) && 'bg-primary/5 font-medium text-brand-ink')}
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  )
}

/** Questions and answers: native disclosure elements (keyboard and screen readers for free, open without JavaScript). */
export function FaqList({ items }: { items: ReadonlyArray<{ question: string; answer: string }> }) {
  return (
    <div className="flex flex-col divide-y divide-border rounded-xl border border-border">
      {items.map((item) => (
        <details key={item.question} className="group p-16">
          <summary className="cursor-pointer list-none text-dp-16 font-medium text-brand-ink marker:hidden max-[600px]:text-[15px]">
            <span className="flex items-start justify-between gap-12">
              {item.question}
              <span aria-hidden className="text-muted-foreground transition-transform group-open:rotate-45">
                +
              </span>
            </span>
          </summary>
          <p className={cn(body, 'pt-8 text-dp-14 max-[600px]:text-[14px]')}>{item.answer}</p>
        </details>
      ))}
    </div>
  )
}

function Faq({ block }: { block: Block<'faq'> }) {
  return (
    <Section id={block.key} heading={block.heading}>
      <FaqList items={block.items} />
    </Section>
  )
}

function Figures({ block, figures }: { block: Block<'figures'>; figures: LiveFigures }) {
  type Tile = { metric: (typeof block.metrics)[number]; value: string; label: string; detail?: string }
  const tiles = block.metrics.flatMap((metric): Array<Tile> => {
    switch (metric) {
      case 'last_event_deals': {
        const deals = figures.last_event_deals
        if (!deals) return []
        return [
          {
            metric,
            value: m.content_figures_usd({ amount: formatNumber(deals.total_usd) }),
            label: m.content_figures_last_event_deals({ title: deals.title }),
            detail: m.content_figures_deals_detail({ count: formatNumber(deals.deals) }),
          },
        ]
      }
      case 'brands':
        return [{ metric, value: formatNumber(figures.brands), label: m.content_figures_brands() }]
      case 'countries':
        return [{ metric, value: formatNumber(figures.countries), label: m.content_figures_countries() }]
      case 'products':
        return [{ metric, value: formatNumber(figures.products), label: m.content_figures_products() }]
      case 'certified_products':
        return [{ metric, value: formatNumber(figures.certified_products), label: m.content_figures_certified_products() }]
      case 'meetings':
        return [{ metric, value: formatNumber(figures.meetings), label: m.content_figures_meetings() }]
    }
  })
  return (
    <Section id={block.key} heading={block.heading}>
      <dl className="grid grid-cols-2 gap-12 md:grid-cols-3 xl:grid-cols-5">
        {tiles.map((tile) => (
          <div
            key={tile.metric}
            data-metric={tile.metric}
            className={cn(
              'flex flex-col gap-4 rounded-xl bg-brand-ink p-16 text-white',
              tile.metric === 'last_event_deals' && 'col-span-2 md:col-span-1',
            )}
          >
            <dt className="order-2 text-dp-13 text-white/80 max-[600px]:text-[13px]">
              {tile.label}
              {tile.detail ? <span className="block">{tile.detail}</span> : null}
            </dt>
            <dd
              className={cn(
                'order-1 font-semibold whitespace-nowrap tabular-nums max-[600px]:text-[22px]',
                tile.metric === 'last_event_deals' ? 'text-dp-22' : 'text-dp-28',
              )}
            >
              {tile.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

function Certificates({ block, certified }: { block: Block<'certificates'>; certified: CertifiedLive | null }) {
  return (
    <Section id={block.key} heading={block.heading}>
      <ul className="grid gap-16 md:grid-cols-2">
        {block.items.map((item) => {
          const live = certified?.by_type.find((row) => row.type === item.code)
          return (
            <li
              key={item.code}
              data-certificate={item.code}
              className="flex flex-col gap-12 rounded-xl border border-border bg-card p-20 max-[600px]:p-16"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-8">
                <h3 className={cn(h3, 'text-dp-18')}>{item.name}</h3>
                {live ? (
                  <Link
                    to="/product"
                    search={{ cert: item.code }}
                    className="text-dp-13 font-medium text-primary hover:underline max-[600px]:text-[13px]"
                  >
                    {m.content_cert_valid_products({ count: formatNumber(live.products) })}
                  </Link>
                ) : null}
              </div>
              <dl className="grid gap-8 text-dp-14 max-[600px]:text-[14px]">
                <div>
                  <dt className="font-medium text-brand-ink">{m.content_cert_issuer()}</dt>
                  <dd className="text-foreground/85">{item.issuer}</dd>
                </div>
                <div>
                  <dt className="font-medium text-brand-ink">{m.content_cert_scope()}</dt>
                  <dd className="text-foreground/85">{item.scope}</dd>
                </div>
                <div>
                  <dt className="font-medium text-brand-ink">{m.content_cert_expiry()}</dt>
                  <dd className="text-foreground/85">{item.expiry}</dd>
                </div>
              </dl>
              {live && live.issuers.length ? (
                <p className="text-dp-13 text-muted-foreground max-[600px]:text-[13px]">
                  {m.content_cert_on_file({ issuers: live.issuers.join(' · ') })}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

function CertifiedByCountry({ block, certified }: { block: Block<'certified_by_country'>; certified: CertifiedLive }) {
  return (
    <Section id={block.key} heading={block.heading}>
      <p className="max-w-800 text-dp-14 text-muted-foreground max-[600px]:text-[14px]">
        {block.note} {m.content_cert_as_of({ date: formatDate(certified.as_of) })}
      </p>
      <ul className="grid gap-12 sm:grid-cols-2 xl:grid-cols-3" data-testid="certified-by-country">
        {certified.by_country.map((row) => (
          <li key={row.country.code} className="flex flex-col gap-8 rounded-xl border border-border bg-card p-16">
            <div className="flex items-center justify-between gap-8">
              <span className="inline-flex items-center gap-8 text-dp-16 font-semibold text-brand-ink max-[600px]:text-[16px]">
                <CountryFlag code={row.country.code} />
                {row.country.name}
              </span>
              <span className="text-dp-14 font-semibold text-primary tabular-nums max-[600px]:text-[14px]">
                {m.content_cert_country_products({ count: formatNumber(row.products) })}
              </span>
            </div>
            <p className="text-dp-13 text-muted-foreground max-[600px]:text-[13px]">{row.types.map(certificateLabel).join(' · ')}</p>
            <Link
              to="/product"
              search={{ country: row.country.code }}
              className="text-dp-13 font-medium text-primary hover:underline max-[600px]:text-[13px]"
            >
              {m.content_cert_browse({ country: row.country.name })} →
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function Cta({ block }: { block: Block<'cta'> }) {
  return (
    <section
      aria-labelledby={sectionId(block.key)}
      data-block={block.key}
      data-testid="next-action"
      className="flex flex-col gap-16 rounded-2xl bg-primary/8 p-32 max-[600px]:p-20 md:flex-row md:items-center md:justify-between"
    >
      <div className="flex max-w-640 flex-col gap-8">
        <h2 id={sectionId(block.key)} className={h2}>
          {block.heading}
        </h2>
        <p className={body}>{block.body}</p>
        {block.contact ? (
          <dl className="mt-4 grid gap-4 text-dp-14 max-[600px]:text-[14px] sm:grid-cols-[auto_1fr] sm:gap-x-12">
            <dt className="font-medium text-brand-ink">{m.content_contact_email()}</dt>
            <dd>
              <a href={`mailto:${block.contact.email}`} className="text-primary hover:underline">
                {block.contact.email}
              </a>
            </dd>
            <dt className="font-medium text-brand-ink">{m.content_contact_phone()}</dt>
            <dd>
              <a href={`tel:${block.contact.phone.replace(/[^\d+]/g, '')}`} className="text-primary hover:underline">
                {block.contact.phone}
              </a>
            </dd>
            <dt className="font-medium text-brand-ink">{m.content_contact_hours()}</dt>
            <dd className="text-foreground/85">{block.contact.hours}</dd>
          </dl>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-12 max-[600px]:flex-col">
        {block.actions.map((action, index) => (
          <Link key={action.to} to={action.to} className={buttonVariants({ variant: index === 0 ? 'default' : 'outline', size: 'lg' })}>
            {action.label}
          </Link>
        ))}
      </div>
    </section>
  )
}
