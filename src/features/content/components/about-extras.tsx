import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useDeferredValue, useId, useState } from 'react'
import { aboutFactsQuery, ticketFaqQuery } from '../api/queries'
import { FaqList } from './blocks'
import { CountryFlag } from '@/components/catalogue/country-flag'
import { formatNumber } from '@/components/catalogue/format'
import { m } from '@/paraglide/messages'

/** Folds case and width, so a search matches "HALAL" and "halal", full- and half-width letters. */
const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase()

/**
 * /about: the platform's questions (common/aboutUs) and the exhibition and ticket questions
 * (common/ticketProblem), in two groups, filtered as the reader types.
 */
export function FaqGroups() {
  const { data: about } = useSuspenseQuery(aboutFactsQuery())
  const { data: tickets } = useSuspenseQuery(ticketFaqQuery())
  const [query, setQuery] = useState('')
  const deferred = fold(useDeferredValue(query).trim())
  const inputId = useId()
  const groups = [
    { id: 'general', title: m.content_faq_group_general(), items: about.faqs },
    { id: 'ticket', title: m.content_faq_group_ticket(), items: tickets.list },
  ].map((group) => ({
    ...group,
    items: deferred ? group.items.filter((item) => fold(`${item.question} ${item.answer}`).includes(deferred)) : group.items,
  }))
  const shown = groups.reduce((n, group) => n + group.items.length, 0)
  return (
    <section aria-labelledby="faq-heading" className="flex flex-col gap-16" data-testid="faq">
      <div className="flex flex-wrap items-end justify-between gap-12">
        <h2 id="faq-heading" className="text-dp-24 leading-tight font-semibold text-brand-ink max-[600px]:text-[20px]">
          {m.content_faq_heading()}
        </h2>
        <div className="flex w-full max-w-360 flex-col gap-4">
          <label htmlFor={inputId} className="text-dp-13 font-medium text-brand-ink max-[600px]:text-[13px]">
            {m.content_faq_search()}
          </label>
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={m.content_faq_search_hint()}
            className="border-input h-40 min-h-[36px] rounded-md border bg-background px-12 text-dp-14 max-[600px]:text-[16px]"
          />
        </div>
      </div>
      <p className="text-dp-13 text-muted-foreground max-[600px]:text-[13px]" aria-live="polite">
        {shown ? m.content_faq_count({ count: formatNumber(shown) }) : m.content_faq_none({ q: query.trim() })}
      </p>
      <div className="grid gap-24 lg:grid-cols-2">
        {groups.map((group) =>
          group.items.length ? (
            <div key={group.id} className="flex flex-col gap-12" data-faq-group={group.id}>
              <h3 className="text-dp-18 font-semibold text-brand-ink max-[600px]:text-[17px]">{group.title}</h3>
              <FaqList items={group.items} />
            </div>
          ) : null,
        )}
      </div>
    </section>
  )
}

/** /about: the countries the platform works with, each linking to its pavilion. */
export function PartnerCountries() {
  const { data } = useSuspenseQuery(aboutFactsQuery())
  return (
    <section aria-labelledby="partners-heading" className="flex flex-col gap-16">
      <h2 id="partners-heading" className="text-dp-24 leading-tight font-semibold text-brand-ink max-[600px]:text-[20px]">
        {m.content_partner_countries()}
      </h2>
      <ul className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-5">
        {data.partner_countries.map((country) => (
          <li key={country.code}>
            {country.pavilion_id ? (
              <Link
                to="/brandPavilion"
                search={{ country: country.code }}
                className="flex items-center gap-8 rounded-lg border border-border p-12 text-dp-14 hover:bg-accent max-[600px]:text-[14px]"
              >
                <CountryFlag code={country.code} />
                <span className="flex flex-col">
                  <span className="font-medium text-brand-ink">{country.name}</span>
                  <span className="text-dp-12 text-muted-foreground max-[600px]:text-[12px]">
                    {m.content_partner_brands({ count: formatNumber(country.brand_count) })}
                  </span>
                </span>
              </Link>
            ) : (
              <span className="flex items-center gap-8 rounded-lg border border-border p-12 text-dp-14 max-[600px]:text-[14px]">
                <CountryFlag code={country.code} />
                <span className="font-medium text-brand-ink">{country.name}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
