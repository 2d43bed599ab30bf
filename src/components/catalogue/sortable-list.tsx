import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type * as React from 'react'
import { constants } from '../../../app.config'
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
    onDragOver: ({ active, over }) => (over ? m.cat_b_dnd_over({ ...at(active.id), position: String(positionOf(String(over.id)) + 1) }) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? m.cat_b_dnd_dropped({ ...at(active.id), position: String(positionOf(String(over.id)) + 1) }) : m.cat_b_dnd_cancelled(at(active.id)),
    onDragCancel: ({ active }) => m.cat_b_dnd_cancelled(at(active.id)),
  }
}

/**
 * A vertical list the user reorders by dragging a handle with the mouse or a finger, or from the
 * keyboard (focus the handle, Space to pick up, arrows to move, Space to drop, Escape to cancel).
 * Every move is announced. `onReorder` gets the ids in their new order. Auto-scroll follows the
 * spec's constants (app.config.ts `constants.dragSort`).
 */
export function SortableList<T>({
  items,
  idOf,
  nameOf,
  onReorder,
  children,
  label,
}: {
  items: Array<T>
  idOf: (item: T) => string
  nameOf: (item: T) => string
  onReorder: (ids: Array<string>) => void
  children: (item: T, handle: React.ReactNode) => React.ReactNode
  label: string
}) {
  const sensors = useSensors(
    // A small move starts a drag, so a tap on the handle stays a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // dnd-kit keeps a keyboard-dragged item in the upper half of the window: an arrow press on
    // an item lower down first scrolls the page, the next one moves the item.
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = items.map(idOf)
  const names = new Map(items.map((item) => [idOf(item), nameOf(item)]))
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))))
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      autoScroll={autoScrollOptions(typeof window === 'undefined' ? 800 : window.innerHeight)}
      accessibility={{
        announcements: sortAnnouncements((id) => names.get(id) ?? id, (id) => ids.indexOf(id), ids.length),
        screenReaderInstructions: { draggable: m.cat_b_dnd_instructions() },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="flex flex-col" aria-label={label}>
          {items.map((item) => (
            <SortableRow key={idOf(item)} id={idOf(item)} name={nameOf(item)}>
              {(handle) => children(item, handle)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}

function SortableRow({ id, name, children }: { id: string; name: string; children: (handle: React.ReactNode) => React.ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id })
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
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
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10 rounded-md bg-background shadow-lg ring-1 ring-border' : undefined}
      data-testid="cart-line"
      data-id={id}
    >
      {children(handle)}
    </li>
  )
}
