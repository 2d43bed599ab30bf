/**
 * Query options and mutation hooks of the notifications: the bell's unread count, the list, the
 * channel choices. Personal: keys carry the viewer's user id, and the queries run only after
 * hydration, in components that know the viewer.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  markNotificationsReadMutation,
  myNotifications,
  notificationPrefs,
  setNotificationPrefsMutation,
  unreadNotifications,
} from '@/api/client/notification.gen'

/** Notifications per page of the list. */
export const NOTIFICATIONS_PAGE_SIZE = 20

/** How often the bell asks again while the page stays open (it also asks on every navigation and focus). */
const BELL_POLL_MS = 60_000

export const unreadCountQuery = (userId: number) =>
  queryOptions({
    queryKey: ['notification', 'unreadCount', userId] as const,
    queryFn: ({ signal }) => unreadNotifications({}, { signal, toast: false }),
    staleTime: 0,
    refetchInterval: BELL_POLL_MS,
    retry: false,
  })

export const notificationsQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: ['notification', 'myNotifications', { page }, userId] as const,
    queryFn: ({ signal }) => myNotifications({ page, page_size: NOTIFICATIONS_PAGE_SIZE }, { signal }),
    staleTime: 0,
  })

export const notificationPrefsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['notification', 'prefs', userId] as const,
    queryFn: ({ signal }) => notificationPrefs({}, { signal }),
  })

/** Read marks change the list and the bell: both are read again. */
export function useMarkReadMutation() {
  const client = useQueryClient()
  return useMutation({
    ...markNotificationsReadMutation(),
    onSuccess: () => client.invalidateQueries({ queryKey: ['notification'] }),
  })
}

/** Saving answers with the choices as stored: they replace the cached ones. The form shows a failure itself. */
export function useSavePrefsMutation(userId: number) {
  const client = useQueryClient()
  return useMutation({
    ...setNotificationPrefsMutation({ toast: false }),
    onSuccess: (data) => client.setQueryData(notificationPrefsQuery(userId).queryKey, data),
  })
}
