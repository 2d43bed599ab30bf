import { lazy, Suspense, useEffect, useState } from 'react'
import { constants } from '../../../app.config'

// sonner is loaded after hydration, outside the entry chunk: toasts are never part of the
// first paint. `notify()` (src/lib/notify.ts) imports the same module, so both share one store.
const Sonner = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/** The phone layout's bottom tab bar height (mobile-layout.tsx: h-56, 1 px per design pixel on a phone). */
const TAB_BAR_PX = 56

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
        // A bottom toast on a phone sits above the tab bar (56 px).
        mobileOffset={{
          top: constants.toast.offset,
          right: constants.toast.offset,
          left: constants.toast.offset,
          bottom: constants.toast.offset + TAB_BAR_PX,
        }}
      />
    </Suspense>
  )
}
