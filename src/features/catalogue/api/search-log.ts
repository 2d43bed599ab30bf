// The search log's beacons (Search/log, Search/click): fire and forget, never a toast. A failed
// log only leaves a search out of the analysts' report; the visitor's page goes on.
import { useMutation } from '@tanstack/react-query'
import { searchClick, searchClickMutation, searchLog, searchLogMutation } from '@/api/client/search.gen'

/** Logs a keyword search whose first page the visitor sees; answers the log row's id, or undefined when it failed. */
export function useSearchLogMutation() {
  return useMutation({
    mutationKey: searchLogMutation().mutationKey,
    mutationFn: (input: Parameters<typeof searchLog>[0]) => searchLog(input, { toast: false, reject: false }),
    retry: false,
  })
}

/** Records the rank of the product opened from a logged search's results. */
export function useSearchClickMutation() {
  return useMutation({
    mutationKey: searchClickMutation().mutationKey,
    mutationFn: (input: Parameters<typeof searchClick>[0]) => searchClick(input, { toast: false, reject: false }),
    retry: false,
  })
}
