import { lazy, Suspense, useState } from 'react'
import type * as React from 'react'

// Radix Dialog (~9 KB gz) loads when a sheet is first opened: a closed sheet renders nothing, so
// no first paint needs it (ADR 037).
const BottomSheet = lazy(() => import('./bottom-sheet').then((mod) => ({ default: mod.BottomSheet })))

/** The bottom sheet (./bottom-sheet.tsx), loaded on its first opening and mounted from then on (so that it can animate closed). */
export function LazyBottomSheet(props: React.ComponentProps<typeof BottomSheet>) {
  const [used, setUsed] = useState(props.open)
  if (props.open && !used) setUsed(true)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <BottomSheet {...props} />
    </Suspense>
  )
}
