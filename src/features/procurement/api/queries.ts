// The procurement feature's reads and writes, built on the generated client (docs/patterns.md).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProcurementSearch } from '../utils/procurement-search'
import { bulkListQuery, formPostBeforeQuery, formPostMutation } from '@/api/client/bulk.gen'
import { uploadMutation } from '@/api/client/common.gen'
import {
  bulkInbox,
  bulkRequestForBrand,
  counterBulkOfferMutation,
  declineBulkCounterMutation,
  myBulkRequests,
  postBulkOfferMutation,
} from '@/api/client/offer.gen'
import { awardBulkOfferMutation } from '@/api/client/order.gen'
import { contactSupplierMutation } from '@/api/client/inquiry.gen'

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

/** Requests per page in a supplier's bulk inbox and the buyer's "My bulk requests". */
export const OFFERS_PAGE_SIZE = 10

// Personal reads (ADR 099): keys carry the viewer's user id, and the pages read them
// after hydration (inside RequireViewer), like the inquiry inbox.

/** The open requests that match the brand, newest first, with unread marks and its own offers. */
export const bulkInboxQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: ['offer', 'bulkInbox', { page }, userId] as const,
    queryFn: ({ signal }) => bulkInbox({ page, page_size: OFFERS_PAGE_SIZE }, { signal }),
    // Opening a request marks it read: the list is read again when shown again.
    staleTime: 0,
  })

/** One matching request for the brand (opening it marks it read), with its attachments and the brand's offer. */
export const bulkRequestForBrandQuery = (userId: number, id: number) =>
  queryOptions({
    queryKey: ['offer', 'bulkRequestForBrand', { id }, userId] as const,
    queryFn: ({ signal }) => bulkRequestForBrand({ id }, { signal }),
  })

/** The buyer's own requests with the offers on them. */
export const myBulkRequestsQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: ['offer', 'myBulkRequests', { page }, userId] as const,
    queryFn: ({ signal }) => myBulkRequests({ page, page_size: OFFERS_PAGE_SIZE }, { signal }),
    staleTime: 0,
  })

/** The brand's offer (made or changed); the form shows a failure itself. Every offer read is read again. */
export function useBulkOfferMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    ...postBulkOfferMutation({ toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['offer'] }),
  })
}

/**
 * The buyer awards an offer (ADR 115): it becomes an order. The dialog shows a refusal itself;
 * the offers and the orders are read again either way (a 409 means the view was outdated).
 */
export function useAwardOfferMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    ...awardBulkOfferMutation({ toast: false }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['offer'] }),
        queryClient.invalidateQueries({ queryKey: ['order'] }),
        queryClient.invalidateQueries({ queryKey: ['inquiry'] }),
      ]),
  })
}

/** The buyer writes to a supplier from an offer row: a thread with that brand about the request. */
export function useContactSupplierMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    ...contactSupplierMutation({ toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['inquiry'] }),
  })
}

/**
 * The buyer counters a supplier's offer; the supplier answers with a revised offer or keeps it.
 * The dialog shows a refusal itself; the offers are read again either way (a 409 means the view
 * was outdated).
 */
export function useCounterBulkOfferMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    ...counterBulkOfferMutation({ toast: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['offer'] }),
  })
}

/** The supplier keeps its offer and declines the buyer's open counter. */
export function useDeclineBulkCounterMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    ...declineBulkCounterMutation({ toast: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['offer'] }),
  })
}
