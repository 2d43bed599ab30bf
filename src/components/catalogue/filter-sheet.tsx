import { useEffect, useRef, useState } from 'react'
import type * as React from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

/**
 * A phone's bottom sheet: a button that opens a modal <dialog> sliding up from the bottom.
 * The native dialog traps focus, closes on Escape and returns focus to the button. The content
 * is mounted only while open, so it never duplicates what a desktop sidebar shows.
 */
export function FilterSheet({
  label,
  title,
  children,
  className,
  buttonClassName,
}: {
  /** The opening button's text (e.g. "Filters (2)"). */
  label: React.ReactNode
  title: string
  children: (close: () => void) => React.ReactNode
  className?: string
  buttonClassName?: string
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  const close = () => setOpen(false)
  return (
    <div className={className}>
      <Button type="button" variant="outline" className={buttonClassName} onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="bottom-sheet-open">
        {label}
      </Button>
      {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes; Escape is the keyboard way (native dialog) */}
      <dialog
        ref={ref}
        onClose={close}
        onClick={(event) => {
          if (event.target === event.currentTarget) close()
        }}
        aria-label={title}
        className={cn(
          'fixed inset-x-0 top-auto bottom-0 m-0 max-h-[85vh] w-full max-w-none rounded-t-2xl border-0 bg-background p-0 text-foreground shadow-2xl backdrop:bg-black/40',
        )}
      >
        {open ? (
          <div className="flex max-h-[85vh] flex-col">
            <div className="flex items-center justify-between border-b border-border px-16 py-12">
              <h2 className="text-dp-16 font-semibold">{title}</h2>
              <Button type="button" variant="ghost" size="sm" onClick={close}>
                {m.cat_a_close()}
              </Button>
            </div>
            <div className="overflow-y-auto px-16 py-16 pb-[max(16px,env(safe-area-inset-bottom))]">{children(close)}</div>
          </div>
        ) : null}
      </dialog>
    </div>
  )
}
