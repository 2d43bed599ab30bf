// The procurement feature's reads and writes, built on the generated client (docs/patterns.md).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProcurementSearch } from '../utils/procurement-search'
import { bulkListQuery, formPostBeforeQuery, formPostMutation } from '@/api/client/bulk.gen'
import { uploadMutation } from '@/api/client/common.gen'

/** Requests per page of /large/procurement. */
export const PROCUREMENT_PAGE_SIZE = 10

/** One page of open requests, as the list's search params describe it. */
export const procurementListQuery = (search: ProcurementSearch) =>
  bulkListQuery({
    page: search.page ?? 1,
    page_size: PROCUREMENT_PAGE_SIZE,
    category_id: search.category,
    origin_code: search.origin,
    min_quantity: search.qty_min,
    deadline_before: search.due_before,
  })

/** The form's and the filters' options: categories, units, countries, the deadline window. */
export const procurementOptionsQuery = () => ({ ...formPostBeforeQuery({}), staleTime: 10 * 60_000 })

/** Posts a request; the open list (every page and filter) is read again. */
export function usePostRequestMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    ...formPostMutation({ toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bulk', 'bulkList'] }),
  })
}

/** Uploads one attachment (common/upload). */
export function useUploadAttachmentMutation() {
  return useMutation(uploadMutation({ toast: false }))
}
