import * as z from 'zod/mini'
import { searchInt } from '@/lib/search-fields'

/** /inbox and /inquiries: the list's page, or one inquiry's thread (`id`). */
export const inquiriesSearchSchema = z.object({ page: searchInt(10_000), id: searchInt() })
