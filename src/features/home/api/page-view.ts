// The page-view beacon's hook, apart from the home page's queries: only the lazily mounted
// ./components/page-view.tsx uses it, so `useMutation` is not in the home page's first load.
import { useMutation } from '@tanstack/react-query'
import { postPv, postPvMutation } from '@/api/client/home.gen'

/** Records a page view (Home/postPv); fire and forget. */
export function usePostPvMutation() {
  return useMutation({
    mutationKey: postPvMutation().mutationKey,
    mutationFn: (input: Parameters<typeof postPv>[0]) => postPv(input, { toast: false, reject: false }),
    retry: false,
  })
}
