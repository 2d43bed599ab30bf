import * as z from 'zod/mini'
import { INCOTERMS } from './incoterms'
import { searchEnum, searchText } from '@/lib/search-fields'

const codes = INCOTERMS.map((rule) => rule.code) as [string, ...Array<string>]

/** `/tool`'s search params: the Incoterm shown and the HS query, so a link opens the same view. */
export const toolSearchSchema = z.object({
  incoterm: searchEnum(codes),
  hs: searchText(60),
})
export type ToolSearch = z.infer<typeof toolSearchSchema>
