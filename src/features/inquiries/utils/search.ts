import * as z from 'zod/mini'
import { searchEnum, searchInt } from '@/lib/search-fields'

/**
 * /inbox and /inquiries: the list's page, or one inquiry's thread (`id`); `tab=orders` shows the
 * orders accepted quotes became, `tab=bulk` the bulk requests (a supplier's matching ones, or the
 * buyer's own), `bulk` opens one.
 */
export const inquiriesSearchSchema = z.object({
  page: searchInt(10_000),
  id: searchInt(),
  tab: searchEnum(['bulk', 'orders']),
  bulk: searchInt(),
})
