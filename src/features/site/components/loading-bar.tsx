import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { m } from '@/paraglide/messages'
import { constants } from '../../../../app.config'
import { trickle } from '../utils/progress'

const { minimum, trickleSpeedMs, speedMs } = constants.progressBar

/** The top loading bar: starts at 0.08 on navigation, trickles every 800 ms, finishes in 200 ms. */
export function LoadingBar() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' })
  const [progress, setProgress] = useState<number | null>(null)

  useEffect(() => {
    // State changes happen in timer callbacks: the bar follows the router, an external system.
    if (loading) {
      const start = setTimeout(() => setProgress((p) => (p === null || p >= 1 ? minimum : p)), 0)
      const timer = setInterval(() => setProgress(trickle), trickleSpeedMs)
      return () => {
        clearTimeout(start)
        clearInterval(timer)
      }
    }
    const finish = setTimeout(() => setProgress((p) => (p === null ? null : 1)), 0)
    const hide = setTimeout(() => setProgress(null), speedMs * 2)
    return () => {
      clearTimeout(finish)
      clearTimeout(hide)
    }
  }, [loading])

  if (progress === null) return null
  return (
    <div
      role="progressbar"
      // axe (aria-progressbar-name): a progress bar needs an accessible name.
      aria-label={m.loading()}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      data-testid="loading-bar"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-3"
      style={{ opacity: progress >= 1 ? 0 : 1, transition: `opacity ${speedMs}ms linear ${speedMs}ms` }}
    >
      <div
        className="h-full bg-primary shadow-[0_0_8px_var(--primary)]"
        style={{ width: `${progress * 100}%`, transition: `width ${speedMs}ms ease` }}
      />
    </div>
  )
}
