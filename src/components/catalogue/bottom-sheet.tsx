import { Dialog } from 'radix-ui'
import type * as React from 'react'
import { m } from '@/paraglide/messages'

/**
 * A sheet that slides up from the bottom of a phone screen (filters, quick actions). Built on
 * Radix Dialog: focus is trapped and returned, Escape and the backdrop close it, and the title
 * names it for screen readers. `footer` stays visible below the scrolling body.
 */
export function BottomSheet({
  open,
  onOpenChange,
  title,
  children,
  footer,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  children: React.ReactNode
  footer?: React.ReactNode
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="data-[state=open]:animate-in data-[state=open]:fade-in fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="variant-mobile fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-background shadow-2xl outline-none"
        >
          <div className="mx-auto mt-8 h-4 w-40 rounded-full bg-border" aria-hidden />
          <div className="flex items-center justify-between border-b border-border px-16 py-12">
            <Dialog.Title className="text-dp-17 font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="rounded-md px-8 py-4 text-dp-15 text-primary">{m.cat_b_close()}</Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-16 py-12">{children}</div>
          {footer ? (
            <div className="shrink-0 border-t border-border px-16 py-12 pb-[max(12px,env(safe-area-inset-bottom))]">{footer}</div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
