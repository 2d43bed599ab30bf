import type * as React from 'react'
import type { QuoteFields, QuoteLine } from '@/api/contract/quote'
import { certificateLabel } from '@/components/catalogue/certificate-label'
import { formatDate, formatMoney, formatNumber } from '@/components/catalogue/format'
import { packUnitLabel } from './quote-labels'
import { m } from '@/paraglide/messages'
import { portName } from '@/lib/ports'

export type QuoteLineData = QuoteLine

/** The shared quote fields in one order, label → value: the thread's cards and the comparison's rows. */
export function quoteRows(): Array<[string, (q: QuoteFields) => React.ReactNode]> {
  return [
    [m.inbox_f_unit_price(), (q) => <strong>{formatMoney(q.unit_price, q.currency)}</strong>],
    [m.inbox_f_moq(), (q) => `${formatNumber(q.moq)} × ${packUnitLabel(q.pack_unit)}`],
    [m.inbox_f_incoterm(), (q) => `${q.incoterm} ${portName(q.port)}`],
    [m.inbox_f_lead_time(), (q) => m.inbox_days({ days: q.lead_time_days })],
    [m.inbox_f_shelf_life(), (q) => m.inbox_days({ days: q.shelf_life_days })],
    [m.inbox_f_certificates(), (q) => (q.certificates.length ? q.certificates.map(certificateLabel).join(', ') : '—')],
    [m.inbox_f_sample(), (q) => (q.sample_offered ? m.inbox_yes() : m.inbox_no())],
    [m.inbox_f_valid_until(), (q) => formatDate(q.valid_until)],
    [m.inbox_f_message(), (q) => q.message || '—'],
  ]
}

/** One quote line as a card in the thread. */
export function QuoteCard({ quote }: { quote: QuoteLineData }) {
  return (
    <div className="rounded-md border border-border bg-background p-12" data-testid="quote-card">
      <p className="mb-6 text-dp-14 font-semibold">{quote.product_name}</p>
      <dl className="grid grid-cols-1 gap-x-16 gap-y-4 text-dp-13 sm:grid-cols-2">
        {quoteRows().map(([label, value]) => (
          <div key={label} className="flex justify-between gap-8 sm:flex-col sm:justify-start">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right sm:text-left">{value(quote)}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
