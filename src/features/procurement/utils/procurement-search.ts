// The search params of /large/procurement: the one typed, validated description of a list view.
// An invalid param is dropped (src/lib/search-fields.ts), so a stale link still opens the list.
import * as z from 'zod/mini'
import { lenient, searchCountry, searchInt } from '@/lib/search-fields'

/** A calendar day, YYYY-MM-DD, that exists. */
const searchDay = () =>
  lenient(
    z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/),
      z.refine((v) => {
        const date = new Date(`${v}T00:00:00Z`)
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v
      }),
    ),
  )

export const procurementSearchSchema = z.object({
  /** A category id: a top-level one includes its children. */
  category: searchInt(),
  /** The origin the buyer asks for (ISO alpha-2). */
  origin: searchCountry(),
  /** Requests for at least this quantity. */
  qty_min: searchInt(),
  /** Requests whose deadline is on or before this day. */
  due_before: searchDay(),
  page: searchInt(1000),
})

export type ProcurementSearch = z.output<typeof procurementSearchSchema>
