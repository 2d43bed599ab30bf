import { lazy, Suspense, useEffect, useState } from 'react'
import { constants } from '../../../app.config'

// sonner is loaded after hydration, outside the entry chunk: toasts are never part of the
// first paint. `notify()` (src/lib/notify.ts) imports the same module, so both share one store.
const Sonner = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/** The app's one toast outlet (spec §8/§9: 3000 ms, offset 16). */
export function Toaster() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    const id = requestAnimationFrame(() => setMounted(true))
    return () => cancelAnimationFrame(id)
  }, [])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <Sonner
        theme="light"
        position="top-center"
        duration={constants.toast.durationMs}
        offset={constants.toast.offset}
        // Every toast can be dismissed, errors included.
        closeButton
        // On a phone a toast keeps clear of the sticky header (its cart, language and account
        // controls) and of the bars fixed to the bottom (styles.css: the tab bar, a page's action bar).
        mobileOffset={{
          top: `calc(var(--header-height, 0px) + ${constants.toast.offset}px)`,
          right: constants.toast.offset,
          left: constants.toast.offset,
          bottom: `calc(var(--bottom-bars) + ${constants.toast.offset}px)`,
        }}
      />
    </Suspense>
  )
}
