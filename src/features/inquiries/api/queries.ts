/**
 * Query options and mutation hooks of the inquiry screens: the brand's inbox, the
 * buyer's "My inquiries", one thread. Personal: keys carry the viewer's user id and the queries
 * run only after hydration (the pages render them inside RequireViewer).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  brandInbox,
  closeInquiryMutation,
  inquiryThread,
  myInquiries,
  postInquiryMessageMutation,
  postInquiryQuoteMutation,
} from '@/api/client/inquiry.gen'

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

/** Every write changes the thread, the lists' states and unread marks: all of them are read again. */
function useInvalidateInquiries() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: ['inquiry'] })
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

export function useCloseInquiryMutation() {
  const invalidate = useInvalidateInquiries()
  return useMutation({ ...closeInquiryMutation(), onSuccess: invalidate })
}
