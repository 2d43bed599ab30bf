import type { QuoteFields } from '../../api/contract/quote'
import type { quotes } from './schema'

/** The columns of the shared quote terms (schema.ts `quoteTermColumns`), as stored on a quote or a bulk offer. */
type QuoteTermRow = Pick<
  typeof quotes.$inferSelect,
  | 'unitPrice'
  | 'currency'
  | 'moq'
  | 'packUnit'
  | 'incoterm'
  | 'port'
  | 'leadTimeDays'
  | 'shelfLifeDays'
  | 'certificates'
  | 'sampleOffered'
  | 'validUntil'
  | 'message'
  | 'messageZh'
>

/** The API's quote fields as column values, for an insert or update of a quote or an offer. */
export function quoteTermsIn(fields: QuoteFields): QuoteTermRow {
  return {
    unitPrice: fields.unit_price,
    currency: fields.currency,
    moq: fields.moq,
    packUnit: fields.pack_unit,
    incoterm: fields.incoterm,
    port: fields.port,
    leadTimeDays: fields.lead_time_days,
    shelfLifeDays: fields.shelf_life_days,
    certificates: fields.certificates,
    sampleOffered: fields.sample_offered,
    validUntil: fields.valid_until,
    message: fields.message,
    // What a person typed is stored as typed: a Chinese version exists only for the demo dataset's texts.
    messageZh: '',
  }
}

/** Text a person typed, or its Chinese on a Chinese page where the text exists in both languages (the demo dataset). */
export function typedText(lan: 'en' | 'cn', text: string, zh: string): string {
  return lan === 'cn' && zh ? zh : text
}

/** A stored quote's or offer's terms as the API's fields (the enums were validated on the way in), its message in the page's language. */
export function quoteTermsOut(row: QuoteTermRow, lan: 'en' | 'cn'): QuoteFields {
  return {
    unit_price: row.unitPrice,
    currency: row.currency as QuoteFields['currency'],
    moq: row.moq,
    pack_unit: row.packUnit as QuoteFields['pack_unit'],
    incoterm: row.incoterm as QuoteFields['incoterm'],
    port: row.port,
    lead_time_days: row.leadTimeDays,
    shelf_life_days: row.shelfLifeDays,
    certificates: row.certificates as QuoteFields['certificates'],
    sample_offered: row.sampleOffered,
    valid_until: row.validUntil,
    message: typedText(lan, row.message, row.messageZh),
  }
}
