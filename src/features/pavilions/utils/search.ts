import * as z from 'zod/mini'
import { REGION_SLUGS } from './regions'
import { searchCountry, searchEnum } from '@/lib/search-fields'

/** /nationalPavilion?region=… (an unknown region is dropped). */
export const pavilionListSearchSchema = z.object({ region: searchEnum(REGION_SLUGS) })

/** /brandPavilion?country=EC (lower case is accepted; anything else is dropped). */
export const pavilionSearchSchema = z.object({ country: searchCountry() })
