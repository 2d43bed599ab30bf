/**
 * Query options and mutation hooks of the hall screens and the organiser's announcements and check-in. A
 * screen reads its snapshot through these keys and the live stream updates the same keys
 * (hooks/use-live-board.ts), so a reload and a live update show the same thing.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  badgeCheckinMutation,
  checkinList,
  hallAnnouncementPostMutation,
  hallAnnouncementRemoveMutation,
  hallBoardQuery,
  hallDemandWallQuery,
} from '@/api/client/live.gen'

/** Which activity a screen shows: an id, or a country's (nth) matching activity, or the live one. */
export type BoardTarget = { act_id?: number; country?: string; edition?: number }

export const boardQuery = (target: BoardTarget) => ({ ...hallBoardQuery(target), staleTime: Infinity })
export const demandWallQuery = (actId?: number) => ({ ...hallDemandWallQuery({ act_id: actId }), staleTime: Infinity })

/** Posts an announcement; the screens (and the console's own board) get it from the stream. */
export function useAnnouncementPostMutation() {
  const client = useQueryClient()
  return useMutation({
    ...hallAnnouncementPostMutation(),
    onSuccess: () => client.invalidateQueries({ queryKey: ['live', 'hallBoard'] }),
  })
}

export function useAnnouncementRemoveMutation() {
  const client = useQueryClient()
  return useMutation({
    ...hallAnnouncementRemoveMutation(),
    onSuccess: () => client.invalidateQueries({ queryKey: ['live', 'hallBoard'] }),
  })
}

/** The activity's attendees and their badges (organisers): personal, keyed by the viewer. */
export const checkinListQuery = (userId: number, actId: number, keyword: string) =>
  queryOptions({
    queryKey: ['live', 'checkinList', { act_id: actId, keyword }, userId] as const,
    queryFn: ({ signal }) => checkinList({ act_id: actId, keyword: keyword || undefined }, { signal }),
  })

/** Checks an attendee in (by the badge's ticket or by user id); the list and the board follow. */
export function useCheckinMutation() {
  const client = useQueryClient()
  return useMutation({
    ...badgeCheckinMutation(),
    onSuccess: () => client.invalidateQueries({ queryKey: ['live', 'checkinList'] }),
  })
}
