import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { participantsQuery, useSaveWishes, wishesQuery, wishHistoryQuery } from '../api/queries'
import { constants } from '../../../../app.config'
import type { Viewer } from '@/lib/use-viewer'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

export type WishDraft = { brand_id: number; name: string; logo: string; country: string; level: 'must' | 'like'; note: string }

const { autoScrollSensitivityPx, autoScrollSpeedPx, emptyInsertThresholdPx } = constants.dragSort

/** dnd-kit's auto-scroll threshold is a fraction of the scrolled area: 30 px of the viewport's height. */
export function autoScrollThreshold(viewportHeight: number): number {
  return Math.min(0.5, autoScrollSensitivityPx / Math.max(1, viewportHeight))
}

function SortableWish({
  wish,
  rank,
  onChange,
  onRemove,
}: {
  wish: WishDraft
  rank: number
  onChange: (patch: Partial<WishDraft>) => void
  onRemove: () => void
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: wish.brand_id })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex flex-col gap-8 rounded-lg border border-border bg-card p-12 sm:flex-row sm:items-center',
        isDragging && 'z-10 shadow-lg ring-2 ring-primary',
      )}
      data-testid="wish-row"
      data-brand-id={wish.brand_id}
    >
      <div className="flex items-center gap-8 sm:w-320">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={m.mt_drag_handle({ name: wish.name, rank })}
          className="flex size-44 min-h-[44px] min-w-[44px] shrink-0 cursor-grab touch-none items-center justify-center rounded-md border border-border text-dp-18 focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
          data-testid="wish-handle"
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <span className="w-28 text-center text-dp-16 font-semibold" aria-hidden="true">
          {rank}
        </span>
        <img src={wish.logo} alt="" className="size-28 rounded-full" />
        <span className="text-dp-15 font-medium" data-testid="wish-name">
          {wish.name}
        </span>
      </div>
      <div className="flex flex-1 flex-wrap items-center gap-8">
        <label className="flex items-center gap-6 text-dp-14">
          <span className="sr-only">{m.mt_level_for({ name: wish.name })}</span>
          <select
            value={wish.level}
            onChange={(e) => onChange({ level: e.target.value as WishDraft['level'] })}
            className="h-44 min-h-[40px] rounded-md border border-border bg-background px-8 text-dp-14"
            data-testid="wish-level"
          >
            <option value="must">{m.mt_level_must()}</option>
            <option value="like">{m.mt_level_like()}</option>
          </select>
        </label>
        <label className="flex min-w-200 flex-1 items-center gap-6 text-dp-14">
          <span className="sr-only">{m.mt_note_for({ name: wish.name })}</span>
          <input
            value={wish.note}
            maxLength={500}
            placeholder={m.mt_note_placeholder()}
            onChange={(e) => onChange({ note: e.target.value })}
            className="h-44 min-h-[40px] w-full rounded-md border border-border bg-background px-8 text-dp-14"
          />
        </label>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="min-h-[44px] min-w-[44px]"
          onClick={onRemove}
          aria-label={m.mt_remove({ name: wish.name })}
        >
          ✕
        </Button>
      </div>
    </li>
  )
}

type Participant = { id: number; name: string; logo: string; country_name: string }

function savedDrafts(list: ReadonlyArray<{ brand: Participant; level: string | null; note: string }>): Array<WishDraft> {
  return list.map((w) => ({
    brand_id: w.brand.id,
    name: w.brand.name,
    logo: w.brand.logo,
    country: w.brand.country_name,
    level: w.level === 'must' ? 'must' : 'like',
    note: w.note,
  }))
}

function withPreselected(
  drafts: Array<WishDraft> | null,
  preselect: number | undefined,
  participants: ReadonlyArray<Participant> | undefined,
): Array<WishDraft> | null {
  const brand = participants?.find((b) => b.id === preselect)
  if (!drafts || !brand || drafts.some((w) => w.brand_id === brand.id)) return drafts
  return [...drafts, { brand_id: brand.id, name: brand.name, logo: brand.logo, country: brand.country_name, level: 'like', note: '' }]
}

/**
 * The buyer's meeting wishes at an activity: pick the brands taking part, mark each must or
 * would like to meet, add a note, and rank them by dragging (mouse, touch, or keyboard: Space
 * to lift, arrows to move, Space to drop; every move is announced). Posted with
 * Looking/LookingPost; earlier posts are listed as the history.
 */
export function WishEditor({ viewer, actId, preselect }: { viewer: Viewer; actId: number; preselect?: number }) {
  const saved = useQuery(wishesQuery(viewer.userId, actId))
  const history = useQuery(wishHistoryQuery(viewer.userId, actId))
  const [keyword, setKeyword] = useState('')
  const participants = useQuery(participantsQuery(actId, keyword))
  const save = useSaveWishes()
  const [items, setItems] = useState<Array<WishDraft> | null>(null)
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string }>()
  const [threshold, setThreshold] = useState(0.05)
  useEffect(() => setThreshold(autoScrollThreshold(window.innerHeight)), [])
  // The draft: the saved wishes until the first edit; "Request a meeting" in the hall adds that
  // brand at the end, ready to rank. Derived from the queries, so nothing is copied into state.
  const draft = items ?? withPreselected(saved.data ? savedDrafts(saved.data.list) : null, preselect, participants.data?.list)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: emptyInsertThresholdPx } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: emptyInsertThresholdPx } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const list = draft ?? []
  const nameOf = (id: string | number) => list.find((w) => w.brand_id === Number(id))?.name ?? ''
  const rankOf = (id: string | number) => list.findIndex((w) => w.brand_id === Number(id)) + 1
  const announcements: Announcements = useMemo(
    () => ({
      onDragStart: ({ active }) => m.mt_announce_start({ name: nameOf(active.id), rank: rankOf(active.id), total: list.length }),
      onDragOver: ({ active, over }) =>
        over ? m.mt_announce_over({ name: nameOf(active.id), rank: rankOf(over.id), total: list.length }) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? m.mt_announce_end({ name: nameOf(active.id), rank: rankOf(over.id), total: list.length }) : undefined,
      onDragCancel: ({ active }) => m.mt_announce_cancel({ name: nameOf(active.id), rank: rankOf(active.id) }),
    }),
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the helpers read `list`
    [list],
  )
  if (!saved.data || draft === null) return <p className="text-dp-14 text-muted-foreground">{m.ev_loading()}</p>
  const chosen = new Set(list.map((w) => w.brand_id))
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = list.findIndex((w) => w.brand_id === Number(active.id))
    const to = list.findIndex((w) => w.brand_id === Number(over.id))
    setItems(arrayMove(list, from, to))
  }
  const submit = () => {
    setMessage(undefined)
    if (!list.length) {
      setMessage({ kind: 'error', text: m.mt_pick_one() })
      return
    }
    save.mutate(
      {
        act_id: actId,
        brand_ids: list.map((w) => w.brand_id),
        wishes: list.map((w) => ({ brand_id: w.brand_id, level: w.level, note: w.note.trim(), product_ids: [] })),
      },
      {
        onSuccess: () => setMessage({ kind: 'ok', text: m.mt_saved({ count: list.length }) }),
        onError: (error) => setMessage({ kind: 'error', text: error.message }),
      },
    )
  }
  return (
    <section aria-labelledby="wishes-h" className="flex flex-col gap-12">
      <h2 id="wishes-h" className="text-dp-18 font-semibold">
        {m.mt_wishes_title()}
      </h2>
      <p className="text-dp-14 text-muted-foreground" id="wishes-help">
        {m.mt_wishes_help()}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        autoScroll={{ threshold: { x: 0, y: threshold }, acceleration: autoScrollSpeedPx }}
        accessibility={{ announcements, screenReaderInstructions: { draggable: m.mt_sr_instructions() } }}
      >
        <SortableContext items={list.map((w) => w.brand_id)} strategy={verticalListSortingStrategy}>
          <ol className="flex min-h-48 flex-col gap-8" aria-describedby="wishes-help" data-testid="wish-list">
            {list.map((wish, index) => (
              <SortableWish
                key={wish.brand_id}
                wish={wish}
                rank={index + 1}
                onChange={(patch) => setItems(list.map((w) => (w.brand_id === wish.brand_id ? { ...w, ...patch } : w)))}
                onRemove={() => setItems(list.filter((w) => w.brand_id !== wish.brand_id))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {!list.length ? <p className="text-dp-14">{m.mt_empty_list()}</p> : null}
      <div className="flex flex-wrap items-center gap-12">
        <Button type="button" onClick={submit} disabled={save.isPending} data-testid="save-wishes">
          {m.mt_save()}
        </Button>
        {message ? (
          <p
            role={message.kind === 'error' ? 'alert' : 'status'}
            className={cn('text-dp-14', message.kind === 'error' ? 'text-destructive' : 'text-primary')}
          >
            {message.text}
          </p>
        ) : null}
      </div>

      <div className="rounded-lg border border-border p-12">
        <h3 className="text-dp-15 font-medium">{m.mt_add_brands()}</h3>
        <div className="mt-12 flex flex-col gap-8">
          <label className="flex flex-col gap-4 text-dp-14">
            {m.mt_search_brands()}
            <input
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              className="h-36 rounded-md border border-border bg-background px-8 text-dp-14"
            />
          </label>
          <ul className="grid gap-6 sm:grid-cols-2" data-testid="brand-candidates">
            {(participants.data?.list ?? []).map((b) => (
              <li key={b.id} className="flex items-center justify-between gap-8 rounded-md border border-border px-10 py-6">
                <span className="flex items-center gap-8 text-dp-14">
                  <img src={b.logo} alt="" className="size-24 rounded-full" />
                  {b.name}
                  <span className="text-muted-foreground">· {b.category_name ?? b.country_name}</span>
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={chosen.has(b.id) || list.length >= 20}
                  aria-label={m.mt_add_brand({ name: b.name })}
                  onClick={() =>
                    setItems([...list, { brand_id: b.id, name: b.name, logo: b.logo, country: b.country_name, level: 'like', note: '' }])
                  }
                >
                  {chosen.has(b.id) ? m.mt_added() : m.mt_add()}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      </div>

      {saved.data.brand_requests.length ? (
        <div className="flex flex-col gap-6">
          <h3 className="text-dp-16 font-semibold">{m.mt_brand_requests()}</h3>
          <ul className="flex flex-col gap-6">
            {saved.data.brand_requests.map((r) => (
              <li key={r.id} className="text-dp-14">
                {m.mt_brand_asked({ name: r.brand.name, level: r.brand_level === 'must' ? m.mt_level_must() : m.mt_level_like() })}
                {r.brand_note ? ` — ${r.brand_note}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {history.data?.list.length ? (
        <details className="rounded-lg border border-border p-12">
          <summary className="cursor-pointer text-dp-15 font-medium">{m.mt_history({ count: history.data.total })}</summary>
          <ol className="mt-8 flex flex-col gap-6">
            {history.data.list.map((h) => (
              <li key={h.id} className="text-dp-14">
                <time dateTime={h.created_at}>{new Date(h.created_at).toLocaleString(document.documentElement.lang)}</time>:{' '}
                {h.brands.map((b) => `${b.rank}. ${b.name}`).join(', ')}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  )
}
