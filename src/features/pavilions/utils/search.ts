import { REGION_SLUGS } from './regions'
import { countryParam, enumParam, parseSearchFields } from '@/lib/list-search-params'

/** /nationalPavilion?region=… (an unknown region is dropped). */
export function parsePavilionListSearch(input: Record<string, unknown>) {
  return parseSearchFields({ region: enumParam(REGION_SLUGS) }, input)
}

/** /brandPavilion?country=EC (lower case is accepted; anything else is dropped). */
export function parsePavilionSearch(input: Record<string, unknown>) {
  const raw = typeof input.country === 'string' ? { country: input.country.toUpperCase() } : {}
  return parseSearchFields({ country: countryParam() }, raw)
}
