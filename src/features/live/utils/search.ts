import * as z from 'zod/mini'
import { recordStates } from '@/api/contract/live-constants'
import { searchEnum, searchInt, searchText } from '@/lib/search-fields'

/** /liveBuyerRecord/list/{act_id} search params (slot id, table number, state); an invalid one is dropped. */
export const recordListSearchSchema = z.object({
  slot: searchInt(),
  table: searchInt(10_000),
  state: searchEnum(recordStates),
})
export type RecordListSearch = z.output<typeof recordListSearchSchema>

/** /liveBuyerRecord/components/FormHead search params: which record's header. */
export const formHeadSearchSchema = z.object({ act: searchInt(), record: searchInt() })

/** /liveBuyerRecord/{act_id} (a walk-in) search params: which refused walk-in draft to fix. */
export const recordFormSearchSchema = z.object({ draft: searchText(100) })
export type RecordFormSearch = z.output<typeof recordFormSearchSchema>
