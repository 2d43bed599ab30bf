import * as z from 'zod/mini'
import { searchEnum } from '@/lib/search-fields'

/** /favorites?tab=products: the open tab (brands by default). */
export const favouritesSearchSchema = z.object({ tab: searchEnum(['brands', 'products']) })
