import { useEffect } from 'react'
import { usePostPvMutation } from '../api/page-view'

/**
 * Records one page view of this page (Home/postPv). Mounted after hydration from its own chunk
 * (./home-page.tsx): a beacon has no place in the page's first load (ADR 037). Renders nothing.
 */
export default function PageView({ path }: { path: string }) {
  const { mutate } = usePostPvMutation()
  useEffect(() => {
    mutate({ path, ref_type: 'page' })
  }, [mutate, path])
  return null
}
