import * as z from 'zod/mini'
import { lenient, searchCountry, searchEnum, searchFlag, searchInt } from '@/lib/search-fields'

/** The activities list's search params (/exhibition, /exhibitionList): a bad value is dropped. */
export const activitySearchSchema = z.object({
  state: searchEnum(['upcoming', 'live', 'past']),
  country: searchCountry(),
  kind: searchEnum(['exhibition', 'matching', 'online']),
  /** YYYY-MM */
  month: lenient(z.string().check(z.regex(/^20\d{2}-(0[1-9]|1[0-2])$/))),
  page: searchInt(1000),
})

export type ActivitySearch = z.output<typeof activitySearchSchema>

/** The list endpoint's input for these search params. */
export function activityListInput(search: ActivitySearch) {
  const [year, month] = search.month ? search.month.split('-').map(Number) : []
  return {
    state: search.state === 'past' ? ('ended' as const) : search.state,
    country_code: search.country,
    kind: search.kind,
    year,
    month,
    page: search.page ?? 1,
    page_size: 12,
    sort: 'state' as const,
  }
}

/** An activity id search param (?id=7): a positive integer, else undefined. */
export const idSearchSchema = z.object({ id: searchInt(2_147_483_646) })

/**
 * The activity page's search: ?id=, from the hall's "request a meeting" ?meet=<brand id>, and ?register=1,
 * which opens the registration form with its first field focused.
 */
export const detailSearchSchema = z.object({ id: searchInt(2_147_483_646), meet: searchInt(2_147_483_646), register: searchFlag() })
