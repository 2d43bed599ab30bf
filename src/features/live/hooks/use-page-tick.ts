import { useEffect, useState } from 'react'

/** Seconds each page of a hall screen's rotating list stays up. */
export const PAGE_SECONDS = 8

/**
 * A counter that goes up every PAGE_SECONDS while a hall screen's list has more than one page. A
 * new `restart` value (the newest item's id) turns back to the first page, so what just arrived is
 * shown at once.
 */
export function usePageTick(rotating: boolean, restart?: unknown): number {
  const [tick, setTick] = useState(0)
  const [seen, setSeen] = useState(restart)
  if (seen !== restart) {
    setSeen(restart)
    setTick(0)
  }
  // One timer per page: a page turned back to the first stays up its full time.
  useEffect(() => {
    if (!rotating) return
    const timer = setTimeout(() => setTick(tick + 1), PAGE_SECONDS * 1000)
    return () => clearTimeout(timer)
  }, [rotating, tick])
  return tick
}
