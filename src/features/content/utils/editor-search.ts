// The search params of /editor: the page being edited; an invalid param is dropped (src/lib/search-fields.ts).
import * as z from 'zod/mini'
import { CONTENT_SLUGS } from '@/api/contract/content-constants'
import { searchEnum } from '@/lib/search-fields'

/** /editor?slug=about */
export const editorSearchSchema = z.object({ slug: searchEnum(CONTENT_SLUGS) })
