// The food-trade quote fields, shared by a brand's quote on an inquiry and a supplier's
// offer on a bulk request: ONE schema, so both compare like for like. Money in integer cents.
import * as z from 'zod/mini'
import { CERTIFICATE_TYPES, INCOTERMS } from './catalogue-constants'
import { requiredText, text } from './define'
import { PACK_UNITS, QUOTE_CURRENCIES, QUOTE_MAX_VALID_DAYS } from './catalogue-constants'

export { PACK_UNITS, QUOTE_CURRENCIES, QUOTE_MAX_VALID_DAYS }

const int = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max))

/** The fields a seller fills in for one product line. */
export const quoteFields = z.object({
  /** Price per unit of the product, in cents of `currency`. */
  unit_price: int(1, 2_000_000_000),
  currency: z.enum(QUOTE_CURRENCIES),
  /** Minimum order quantity, counted in `pack_unit`. */
  moq: int(1, 1_000_000),
  pack_unit: z.enum(PACK_UNITS),
  incoterm: z.enum(INCOTERMS),
  /** The port the incoterm names (loading port for FOB, destination for CIF…). */
  port: requiredText(100),
  lead_time_days: int(1, 365),
  shelf_life_days: int(1, 3650),
  /** Only certificates the product holds today (checked by the server). */
  certificates: z._default(z.array(z.enum(CERTIFICATE_TYPES)).check(z.maxLength(CERTIFICATE_TYPES.length)), []),
  sample_offered: z._default(z.boolean(), false),
  /** Valid until (YYYY-MM-DD), today up to QUOTE_MAX_VALID_DAYS ahead. */
  valid_until: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  message: z._default(text(2000), ''),
})

export type QuoteFields = z.output<typeof quoteFields>

/** A stored quote line as the API answers it. */
export const quoteLine = z.extend(quoteFields, {
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  created_at: z.string(),
})

/**
 * What the schema cannot see: a validity date in range and certificates the product holds. Returns
 * the first problem in both languages, naming the field (`path`, e.g. `lines[0]`), or null.
 */
export function quoteFieldProblem(
  fields: Pick<QuoteFields, 'valid_until' | 'certificates'>,
  context: { path: string; today: string; lastDay: string; productCertificates: ReadonlyArray<string> },
): { en: string; cn: string } | null {
  const { path, today, lastDay } = context
  if (fields.valid_until < today || fields.valid_until > lastDay || Number.isNaN(Date.parse(fields.valid_until))) {
    return {
      en: `Field ${path}.valid_until: choose a date from ${today} to ${lastDay}`,
      cn: `字段 ${path}.valid_until：请选择 ${today} 至 ${lastDay} 之间的日期`,
    }
  }
  const foreign = fields.certificates.filter((c) => !context.productCertificates.includes(c))
  if (foreign.length) {
    return {
      en: `Field ${path}.certificates: the product holds no valid ${foreign.join(', ')} certificate`,
      cn: `字段 ${path}.certificates：该商品没有有效的 ${foreign.join('、')} 证书`,
    }
  }
  return null
}

export type QuoteLine = z.output<typeof quoteLine>

/**
 * A counter-offer's terms, shared by a counter on an inquiry's quote (per line) and on a bulk
 * offer: a unit price in cents of the quote's currency and/or a quantity in its unit.
 */
export const counterTerms = {
  unit_price: z.optional(z.nullable(int(1, 2_000_000_000))),
  quantity: z.optional(z.nullable(int(1, 100_000_000))),
}

/** A counter must ask for something: a price or a quantity. Returns the problem in both languages, naming the field, or null. */
export function counterProblem(
  terms: { unit_price?: number | null; quantity?: number | null },
  path: string,
): { en: string; cn: string } | null {
  if (terms.unit_price == null && terms.quantity == null) {
    return {
      en: `Field ${path}unit_price: give a price or a quantity to counter with`,
      cn: `字段 ${path}unit_price：请填写还价的单价或数量`,
    }
  }
  return null
}
