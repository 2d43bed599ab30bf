import { useEffect } from 'react'
import { usePostPvMutation } from '../api/queries'

/** Records one page view of this page after hydration (Home/postPv). */
export function usePageView(path: string) {
  const { mutate } = usePostPvMutation()
  useEffect(() => {
    mutate({ path, ref_type: 'page' })
  }, [mutate, path])
}
