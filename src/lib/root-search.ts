/**
 * Search params read on any page (spec §2: the messaging-app QR login return): the root route's
 * `validateSearch`. An invalid value is dropped rather than failing the page, so a bad link never
 * causes an error page or a redirect loop.
 */
import * as z from 'zod/mini'
import { digits, lenient, searchInt, searchText } from './search-fields'

export const rootSearchSchema = z.object({
  code: searchText(512),
  state: searchText(512),
  type: lenient(z.pipe(digits, z.union([z.literal(1), z.literal(2)]))),
  activity_id: searchInt(Number.MAX_SAFE_INTEGER),
})

export type RootSearch = z.output<typeof rootSearchSchema>
