/**
 * Query options and mutation hooks of the events screens (activities, activity page, hall,
 * registration, buyer sign-up and verification, my meetings), on the generated client.
 * Personal queries carry the viewer's user id in their key and only run after hydration.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  getActivityNeedListQuery,
  getGoodsCateChildListQuery,
  getOpbActivityInfoQuery,
  getOpbActivityListQuery,
  h5FormListQuery,
} from '@/api/client/activity.gen'
import { memberCateNameOptionEnglishQuery, pcForm2PostMutation, searchCompanyNameQuery } from '@/api/client/buyers.gen'
import { getCountryListQuery } from '@/api/client/common.gen'
import {
  activityBrandList,
  activityEventInfoQuery,
  activityRegisterMutation,
  brandVerificationQueue,
  exhibitionHallQuery,
  myBuyerProfile,
  myEventStatus,
  myMeetings,
  setActivityBrandsMutation,
  verificationQueue,
  verifyBrandMutation,
  verifyBuyerMutation,
} from '@/api/client/events.gen'
import type { InputOf } from '@/api/contract/define'
import type { getOpbActivityList } from '@/api/contract/activity'

export type ActivityListDeps = InputOf<typeof getOpbActivityList>

export const activityListQuery = (deps: ActivityListDeps) => getOpbActivityListQuery(deps)
export const countriesQuery = () => getCountryListQuery({ with_brands_only: '1' })
export const activityInfoQuery = (id: number) => getOpbActivityInfoQuery({ act_id: id })
export const activityEventQuery = (id: number) => activityEventInfoQuery({ act_id: id })
export const activityNeedsQuery = (id: number) => getActivityNeedListQuery({ act_id: id, page_size: 6 })
export const hallQuery = (id: number) => exhibitionHallQuery({ act_id: id })
/** The activity whose hall /exhibitionHall shows without an id: the live one, else the next, else the latest. */
export const currentHallActivityQuery = () => getOpbActivityListQuery({ sort: 'state', page_size: 1 })
export const formQuery = (id: number) => h5FormListQuery({ act_id: id })
export const memberCategoriesQuery = () => memberCateNameOptionEnglishQuery({})
export const topCategoriesQuery = () => getGoodsCateChildListQuery({})

/** The detail page's public data, all four in one loader. */
export const activityPageQueries = (id: number) => [activityInfoQuery(id), activityEventQuery(id), activityNeedsQuery(id)] as const

export const eventStatusQuery = (userId: number, actId: number) =>
  queryOptions({
    queryKey: ['events', 'myEventStatus', { act_id: actId }, userId] as const,
    queryFn: ({ signal }) => myEventStatus({ act_id: actId }, { signal }),
  })
export const buyerProfileQuery = (userId: number) =>
  queryOptions({ queryKey: ['events', 'myBuyerProfile', userId] as const, queryFn: ({ signal }) => myBuyerProfile({}, { signal }) })
export const meetingsQuery = (userId: number, actId?: number) =>
  queryOptions({
    queryKey: ['events', 'myMeetings', { act_id: actId }, userId] as const,
    queryFn: ({ signal }) => myMeetings(actId ? { act_id: actId } : {}, { signal }),
  })
export const verificationQuery = (userId: number, status: 'submitted' | 'verified' | 'rejected') =>
  queryOptions({
    queryKey: ['events', 'verificationQueue', { status }, userId] as const,
    queryFn: ({ signal }) => verificationQueue({ status, page_size: 50 }, { signal }),
  })

export const brandQueueQuery = (userId: number, status: 'pending' | 'verified' | 'rejected') =>
  queryOptions({
    queryKey: ['events', 'brandVerificationQueue', { status }, userId] as const,
    queryFn: ({ signal }) => brandVerificationQueue({ status, page_size: 50 }, { signal }),
  })

/** The brands taking part in an activity, as the organiser manages them (name, logo, country, category). */
export const activityBrandsQuery = (userId: number, actId: number) =>
  queryOptions({
    queryKey: ['events', 'activityBrandList', { act_id: actId }, userId] as const,
    queryFn: ({ signal }) => activityBrandList({ act_id: actId }, { signal }),
  })

/** How many brands the organiser's brand picker shows at first, and adds with each "Show more". */
export function useRegisterMutation() {
  const client = useQueryClient()
  return useMutation({
    ...activityRegisterMutation(),
    onSuccess: () => client.invalidateQueries({ queryKey: ['events', 'myEventStatus'] }),
  })
}

export function useBuyerFormMutation() {
  const client = useQueryClient()
  return useMutation({
    ...pcForm2PostMutation(),
    onSuccess: () => client.invalidateQueries({ queryKey: ['events', 'myBuyerProfile'] }),
  })
}

/** Verifies or rejects a buyer; the queue says what happened itself (no toast). */
export function useVerifyMutation() {
  const client = useQueryClient()
  return useMutation({
    ...verifyBuyerMutation({ toast: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['events', 'verificationQueue'] }),
  })
}

/** Verifies or rejects a registered brand; the queue says what happened itself (no toast). */
export function useVerifyBrandMutation() {
  const client = useQueryClient()
  return useMutation({
    ...verifyBrandMutation({ toast: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['events', 'brandVerificationQueue'] }),
  })
}

/**
 * Adds brands to an activity or takes them out; the organiser's list, the hall and the activity page
 * follow. The caller shows a failure itself (no toast).
 */
export function useSetActivityBrandsMutation() {
  const client = useQueryClient()
  return useMutation({
    ...setActivityBrandsMutation({ toast: false }),
    onSuccess: (_data, input) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['events', 'activityBrandList', { act_id: Number(input.act_id) }] }),
        client.invalidateQueries({ queryKey: hallQuery(Number(input.act_id)).queryKey }),
        client.invalidateQueries({ queryKey: activityEventQuery(Number(input.act_id)).queryKey }),
      ]),
  })
}

/** Company names that start like `keyword` (the buyer form's suggestions); kept while the next loads. */
export const companyNamesQuery = (keyword: string) => ({
  ...searchCompanyNameQuery({ keyword }),
  enabled: keyword.length >= 2,
  placeholderData: keepPreviousData,
  staleTime: 60_000,
})
