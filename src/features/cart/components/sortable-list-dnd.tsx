// The drag-and-drop half of ./sortable-list.tsx: dnd-kit (14 KB gz) loads with the first sortable
// list, off the page's first load (ADR 037).
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type * as React from 'react'
import { autoScrollOptions, DragHandle, sortAnnouncements, type SortableListProps } from './sortable-list'
import { m } from '@/paraglide/messages'

/**
 * A vertical list the user reorders by dragging a handle with the mouse or a finger, or from the
 * keyboard (focus the handle, Space to pick up, arrows to move, Space to drop, Escape to cancel).
 * Every move is announced. `onReorder` gets the ids in their new order. Auto-scroll follows the
 * spec's constants (app.config.ts `constants.dragSort`).
 */
export default function DndSortableList<T>({ items, idOf, nameOf, onReorder, children, label }: SortableListProps<T>) {
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
        announcements: sortAnnouncements(
          (id) => names.get(id) ?? id,
          (id) => ids.indexOf(id),
          ids.length,
        ),
        screenReaderInstructions: { draggable: m.cat_b_dnd_instructions() },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="flex flex-col" aria-label={label} data-drag-ready="">
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
  const handle = <DragHandle ref={setActivatorNodeRef} name={name} {...attributes} {...listeners} />
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
