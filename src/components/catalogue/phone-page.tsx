import type * as React from 'react'
import { cn } from '@/lib/utils'

/**
 * Wraps a catalogue page that lives under the desktop layout so it is a real phone page below
 * 600 px: there the root font is 5 px (design.md), and this switches the design pixel to the
 * mobile one (1/5 rem, as `.variant-mobile` does), so `p-16` is 16 CSS px on a 375 px phone
 * instead of 5. Above 600 px nothing changes.
 */
export function PhonePage({ children, className }: { children: React.ReactNode; className?: string }) {
  return <div className={cn('max-[600px]:[--spacing:calc(1rem/5)] max-[600px]:[&_h1]:text-[26px]', className)}>{children}</div>
}
