import { useEffect, useId, useRef } from 'react'
import type * as React from 'react'

/** The look of a decision form's select, input and textarea. */
export const modalControl =
  'w-full rounded-md border border-border bg-background p-10 text-dp-14 outline-none focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-ring/40'

/**
 * A modal on the platform's own <dialog>: showModal() traps focus, Escape closes it and the page
 * behind is inert; it scrolls within the viewport, so on a phone no bar covers its buttons.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  testId,
}: {
  open: boolean
  onClose: () => void
  title: string
  children: React.ReactNode
  testId: string
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid={testId}
      className="m-auto max-h-[90dvh] w-[min(560px,calc(100vw-24px))] overflow-y-auto rounded-lg border border-border bg-background p-16 text-foreground backdrop:bg-black/50"
    >
      <h2 id={titleId} className="mb-12 text-dp-18 font-semibold">
        {title}
      </h2>
      {open ? children : null}
    </dialog>
  )
}
