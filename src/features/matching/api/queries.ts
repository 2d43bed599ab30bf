/**
 * Query options and mutation hooks of the matching screens: the buyer's ranked wishes, the
 * brand's answers and requests, and the organiser's scheduler. All personal: keyed by the
 * viewer's user id and fetched after hydration.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  activityBuyerList,
  brandAnswerWishMutation,
  brandRequestMeetingMutation,
  brandWishes,
  myWishes,
  pairRuleMutation,
  schedulePublishMutation,
  scheduleRunMutation,
  scheduleView,
  updateWishMutation,
} from '@/api/client/events.gen'
import { lookingForActivityQuery, lookingLog, lookingPostMutation } from '@/api/client/looking.gen'

export const participantsQuery = (actId: number, keyword?: string) =>
  lookingForActivityQuery({ act_id: actId, keyword: keyword || undefined, page_size: 50 })

export const wishesQuery = (userId: number, actId: number) =>
  queryOptions({
    queryKey: ['events', 'myWishes', { act_id: actId }, userId] as const,
    queryFn: ({ signal }) => myWishes({ act_id: actId }, { signal }),
  })
export const wishHistoryQuery = (userId: number, actId: number) =>
  queryOptions({
    queryKey: ['looking', 'lookingLog', { act_id: actId }, userId] as const,
    queryFn: ({ signal }) => lookingLog({ act_id: actId, page_size: 10 }, { signal }),
  })
export const brandWishesQuery = (userId: number, actId: number) =>
  queryOptions({
    queryKey: ['events', 'brandWishes', { act_id: actId }, userId] as const,
    queryFn: ({ signal }) => brandWishes({ act_id: actId }, { signal }),
  })
export const buyersToAskQuery = (userId: number, actId: number) =>
  queryOptions({
    queryKey: ['events', 'activityBuyerList', { act_id: actId }, userId] as const,
    queryFn: ({ signal }) => activityBuyerList({ act_id: actId }, { signal }),
  })
export const scheduleQuery = (userId: number, actId: number) =>
  queryOptions({
    queryKey: ['events', 'scheduleView', { act_id: actId }, userId] as const,
    queryFn: ({ signal }) => scheduleView({ act_id: actId }, { signal }),
  })

function useInvalidate(keys: Array<string>) {
  const client = useQueryClient()
  return () => Promise.all(keys.map((key) => client.invalidateQueries({ queryKey: ['events', key] })))
}

export function useSaveWishes() {
  const client = useQueryClient()
  return useMutation({
    ...lookingPostMutation(),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['events', 'myWishes'] }),
        client.invalidateQueries({ queryKey: ['events', 'myEventStatus'] }),
        client.invalidateQueries({ queryKey: ['looking', 'lookingLog'] }),
      ]),
  })
}
export const useUpdateWish = () => useMutation({ ...updateWishMutation(), onSuccess: useInvalidate(['myWishes']) })
export const useBrandAnswer = () => useMutation({ ...brandAnswerWishMutation(), onSuccess: useInvalidate(['brandWishes']) })
export const useBrandRequest = () =>
  useMutation({ ...brandRequestMeetingMutation(), onSuccess: useInvalidate(['brandWishes', 'activityBuyerList']) })
// The scheduler's writes: the panel says what happened itself (no toast).
export const useScheduleRun = () => useMutation({ ...scheduleRunMutation({ toast: false }), onSuccess: useInvalidate(['scheduleView']) })
export const usePairRule = () => useMutation({ ...pairRuleMutation({ toast: false }), onSuccess: useInvalidate(['scheduleView']) })
export const useSchedulePublish = () =>
  useMutation({
    ...schedulePublishMutation({ toast: false }),
    onSuccess: useInvalidate(['scheduleView', 'myMeetings', 'activityEventInfo']),
  })
