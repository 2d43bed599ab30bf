// The search params of /editor: the page or item being edited; an invalid param is dropped (src/lib/search-fields.ts).
import * as z from 'zod/mini'
import { EDITOR_REF_PATTERN, type EditorRef } from '@/api/contract/content-constants'
import { lenient } from '@/lib/search-fields'

/** /editor?slug=about, /editor?slug=article-12 */
export const editorSearchSchema = z.object({
  slug: lenient(
    z.pipe(
      z.string().check(z.regex(EDITOR_REF_PATTERN)),
      z.transform((value) => value as EditorRef),
    ),
  ),
})
