import type * as React from 'react'
import { cn } from '@/lib/utils'

/** What a list shows when nothing matches: a sentence and a way forward. */
export function EmptyState({ title, children, className }: { title: string; children?: React.ReactNode; className?: string }) {
  return (
    <div
      className={cn('flex flex-col items-center gap-12 rounded-xl border border-dashed border-border px-24 py-48 text-center', className)}
      data-testid="empty-state"
    >
      <svg viewBox="0 0 48 48" className="size-48 text-muted-foreground" aria-hidden focusable="false">
        <circle cx="21" cy="21" r="12" stroke="currentColor" strokeWidth="3" fill="none" />
        <path d="m30 30 10 10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="text-dp-16 font-medium text-foreground">{title}</p>
      {children}
    </div>
  )
}
