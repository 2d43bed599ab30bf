import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { activityBrandsQuery, useSetActivityBrandsMutation } from '../api/queries'
import { BrandLogo, BrandPicker, type BrandRef } from '@/components/brand-picker'
import type { Viewer } from '@/lib/use-viewer'
import { failureMessage } from '@/api/client/pipeline'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'
import { m } from '@/paraglide/messages'

/**
 * The organiser's brands of one activity: the brands taking part, each with a Remove
 * (undone from its toast), and a picker that searches verified brands by name in either language,
 * filtered by country. Only the brands added here take part: a booth in the hall, a place on the
 * activity page.
 */
export function ActivityBrandsEditor({ viewer, actId, title }: { viewer: Viewer; actId: number; title: string }) {
  const participants = useQuery(activityBrandsQuery(viewer.userId, actId))
  const change = useSetActivityBrandsMutation()
  const [error, setError] = useState<string>()
  const list = participants.data?.list ?? []

  const send = (kind: 'add' | 'remove', brand: BrandRef) => {
    setError(undefined)
    change.mutate(
      { act_id: actId, [kind]: [brand.id] },
      {
        onSuccess: () => {
          if (kind === 'add') void notify(m.ev_ab_added({ name: brand.name, title }), { kind: 'success' })
          else
            void notify(m.ev_ab_removed({ name: brand.name, title }), {
              kind: 'success',
              action: { label: m.ev_ab_undo(), onClick: () => send('add', brand) },
            })
        },
        onError: (e) => setError(m.ev_ab_failed({ title, reason: failureMessage(e) })),
      },
    )
  }

  const headingId = `ab-${actId}-h`
  return (
    <div className="flex flex-col gap-10" data-testid="activity-brands" data-act-id={actId}>
      <h4 id={headingId} className="text-dp-14 font-semibold">
        {participants.data ? m.ev_ab_count({ count: list.length }) : m.ev_loading()}
      </h4>
      {participants.error ? (
        <p role="alert" className="text-dp-13 text-destructive">
          {m.ev_ab_failed({ title, reason: failureMessage(participants.error) })}
        </p>
      ) : null}
      {participants.data && !list.length ? <p className="text-dp-13 text-muted-foreground">{m.ev_ab_none()}</p> : null}
      {list.length ? (
        <ul
          aria-labelledby={headingId}
          className="flex max-h-[360px] flex-col gap-4 overflow-y-auto pr-4"
          data-testid="participating-brands"
        >
          {list.map((b) => (
            <li key={b.id} className="flex items-center gap-8 rounded-md border border-border px-8 py-6" data-testid="participating-brand">
              <BrandLogo brand={b} />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-dp-14 font-medium">{b.name}</span>
                <span className="truncate text-dp-12 text-muted-foreground">
                  {[b.country_name, b.category_name].filter(Boolean).join(' · ')}
                </span>
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={change.isPending}
                aria-label={m.ev_ab_remove_label({ name: b.name, title })}
                onClick={() => send('remove', b)}
              >
                {m.ev_ab_remove()}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <BrandPicker
        label={m.ev_ab_search()}
        listLabel={m.ev_ab_search_in({ title })}
        hint={m.ev_ab_hint()}
        action={(taken) => (taken ? m.ev_ab_taking_part() : m.ev_ab_add())}
        taken={new Set(list.map((b) => b.id))}
        busy={change.isPending}
        onPick={(b) => send('add', b)}
      />
      {error ? (
        <p role="alert" className="text-dp-13 text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
