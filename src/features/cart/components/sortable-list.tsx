import type { Announcements } from '@dnd-kit/core'
import { lazy, Suspense } from 'react'
import type * as React from 'react'
import { constants } from '../../../../app.config'
import { m } from '@/paraglide/messages'

const { autoScrollSensitivityPx, autoScrollSpeedPx } = constants.dragSort

/**
 * dnd-kit's auto-scroll threshold is a fraction of the scroll container; the spec's is 30 px.
 * For the window (the container of our lists) that is 30 / viewport height.
 */
export function autoScrollOptions(viewportHeight: number) {
  const y = Math.min(0.5, autoScrollSensitivityPx / Math.max(1, viewportHeight))
  // acceleration is the most pixels scrolled per interval (5 ms): the spec's speed.
  return { threshold: { x: 0, y }, acceleration: autoScrollSpeedPx, interval: 5 }
}

/** Screen-reader announcements in the user's language, with names and positions. */
export function sortAnnouncements(nameOf: (id: string) => string, positionOf: (id: string) => number, count: number): Announcements {
  const at = (id: string | number) => ({ name: nameOf(String(id)), position: String(positionOf(String(id)) + 1), count: String(count) })
  return {
    onDragStart: ({ active }) => m.cat_b_dnd_picked(at(active.id)),
    onDragOver: ({ active, over }) =>
      over ? m.cat_b_dnd_over({ ...at(active.id), position: String(positionOf(String(over.id)) + 1) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? m.cat_b_dnd_dropped({ ...at(active.id), position: String(positionOf(String(over.id)) + 1) })
        : m.cat_b_dnd_cancelled(at(active.id)),
    onDragCancel: ({ active }) => m.cat_b_dnd_cancelled(at(active.id)),
  }
}

export type SortableListProps<T> = {
  items: Array<T>
  idOf: (item: T) => string
  nameOf: (item: T) => string
  onReorder: (ids: Array<string>) => void
  children: (item: T, handle: React.ReactNode) => React.ReactNode
  label: string
}

// dnd-kit starts loading when this module does (with the page that lists sortable items), but
// off the page's first load; until it is there the list renders the same markup without drag
// (ADR 037). Personal lists (the cart) render after a request, by when it has loaded.
const DndSortableList = lazy(() => import('./sortable-list-dnd'))
if (typeof window !== 'undefined') void import('./sortable-list-dnd').catch(() => undefined)

/**
 * A vertical list the user reorders by dragging a handle with the mouse or a finger, or from the
 * keyboard (focus the handle, Space to pick up, arrows to move, Space to drop, Escape to cancel).
 * Every move is announced. `onReorder` gets the ids in their new order. Auto-scroll follows the
 * spec's constants (app.config.ts `constants.dragSort`). The drag code is ./sortable-list-dnd.tsx.
 */
export function SortableList<T>(props: SortableListProps<T>) {
  const { items, idOf, nameOf, children, label } = props
  const DndList = DndSortableList as unknown as React.ComponentType<SortableListProps<T>>
  const still = (
    <ul className="flex flex-col" aria-label={label}>
      {items.map((item) => (
        <li key={idOf(item)} data-testid="cart-line" data-id={idOf(item)}>
          {children(item, <DragHandle name={nameOf(item)} />)}
        </li>
      ))}
    </ul>
  )
  return (
    <Suspense fallback={still}>
      <DndList {...props} />
    </Suspense>
  )
}

/** The drag handle (dnd-kit adds its attributes and listeners once loaded). */
export function DragHandle({
  name,
  ref,
  ...rest
}: { name: string; ref?: React.Ref<HTMLButtonElement> } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      ref={ref}
      {...rest}
      aria-label={m.cat_b_dnd_handle({ name })}
      data-testid="drag-handle"
      className="flex size-36 min-h-[40px] min-w-[32px] shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
    >
      <svg aria-hidden viewBox="0 0 16 16" className="size-[max(14px,calc(var(--spacing)*16))] fill-current">
        <circle cx="5" cy="3" r="1.4" />
        <circle cx="11" cy="3" r="1.4" />
        <circle cx="5" cy="8" r="1.4" />
        <circle cx="11" cy="8" r="1.4" />
        <circle cx="5" cy="13" r="1.4" />
        <circle cx="11" cy="13" r="1.4" />
      </svg>
    </button>
  )
}
