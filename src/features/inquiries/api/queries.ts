/**
 * Query options and mutation hooks of the inquiry screens: the brand's inbox, the
 * buyer's "My inquiries", one thread. Personal: keys carry the viewer's user id and the queries
 * run only after hydration (the pages render them inside RequireViewer).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  advanceSampleMutation,
  brandInbox,
  closeInquiryMutation,
  counterQuoteMutation,
  declineQuoteMutation,
  inquiryThread,
  myInquiries,
  postInquiryMessageMutation,
  postInquiryQuoteMutation,
  requestSampleMutation,
} from '@/api/client/inquiry.gen'
import { acceptQuoteMutation, advanceOrderMutation, orderList } from '@/api/client/order.gen'

/** Inquiries per page in both lists. */
export const INQUIRIES_PAGE_SIZE = 10

export const inboxQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: ['inquiry', 'brandInbox', { page }, userId] as const,
    queryFn: ({ signal }) => brandInbox({ page, page_size: INQUIRIES_PAGE_SIZE }, { signal }),
    // Opening a thread changes its unread state: the list is read again when shown again.
    staleTime: 0,
  })

export const myInquiriesQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: ['inquiry', 'myInquiries', { page }, userId] as const,
    queryFn: ({ signal }) => myInquiries({ page, page_size: INQUIRIES_PAGE_SIZE }, { signal }),
    staleTime: 0,
  })

/** One thread; reading it marks it read for the caller. */
export const threadQuery = (userId: number, id: number) =>
  queryOptions({
    queryKey: ['inquiry', 'inquiryThread', { id }, userId] as const,
    queryFn: ({ signal }) => inquiryThread({ id }, { signal }),
  })

/** The caller's orders, as the buyer or for their brand. */
export const ordersQuery = (userId: number, as: 'buyer' | 'brand', page: number) =>
  queryOptions({
    queryKey: ['order', 'orderList', { as, page }, userId] as const,
    queryFn: ({ signal }) => orderList({ as, page, page_size: INQUIRIES_PAGE_SIZE }, { signal }),
    staleTime: 0,
  })

/**
 * Every write changes the thread, the lists' states and unread marks, and a decision or a step
 * changes the orders: all of them are read again.
 */
function useInvalidateInquiries() {
  const client = useQueryClient()
  return () => Promise.all([client.invalidateQueries({ queryKey: ['inquiry'] }), client.invalidateQueries({ queryKey: ['order'] })])
}

/** The brand's quote; the form shows a failure itself (no toast). */
export function useQuoteMutation() {
  const invalidate = useInvalidateInquiries()
  return useMutation({ ...postInquiryQuoteMutation({ toast: false }), onSuccess: invalidate })
}

export function useInquiryMessageMutation() {
  const invalidate = useInvalidateInquiries()
  return useMutation({ ...postInquiryMessageMutation({ toast: false }), onSuccess: invalidate })
}

/** Closing, declining and accepting show a failure in their dialog (no toast): a stale quote says so there. */
export function useCloseInquiryMutation() {
  const invalidate = useInvalidateInquiries()
  return useMutation({ ...closeInquiryMutation({ toast: false }), onSuccess: invalidate })
}

export function useDeclineQuoteMutation() {
  const invalidate = useInvalidateInquiries()
  return useMutation({ ...declineQuoteMutation({ toast: false }), onSuccess: invalidate })
}

export function useCounterQuoteMutation() {
  const invalidate = useInvalidateInquiries()
  return useMutation({ ...counterQuoteMutation({ toast: false }), onSuccess: invalidate })
}

export function useAcceptQuoteMutation() {
  const invalidate = useInvalidateInquiries()
  return useMutation({ ...acceptQuoteMutation({ toast: false }), onSuccess: invalidate })
}

/** A step of an order; a failure (a stale version) shows beside the order, and the list is read again either way. */
export function useAdvanceOrderMutation() {
  const invalidate = useInvalidateInquiries()
  return useMutation({ ...advanceOrderMutation({ toast: false }), onSettled: invalidate })
}

/** The buyer's sample request; the dialog shows a refusal (an open request, a newer quote) itself. */
export function useRequestSampleMutation() {
  const invalidate = useInvalidateInquiries()
  return useMutation({ ...requestSampleMutation({ toast: false }), onSuccess: invalidate })
}

/** The brand's answer on a sample request (accept, decline, sent); a stale step shows beside it, and the thread is read again either way. */
export function useAdvanceSampleMutation() {
  const invalidate = useInvalidateInquiries()
  return useMutation({ ...advanceSampleMutation({ toast: false }), onSettled: invalidate })
}
