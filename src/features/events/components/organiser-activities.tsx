import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { activityListQuery } from '../api/queries'
import { stateLabel } from './activity-browser'
import { ActivityBrandsEditor } from './activity-brands-editor'
import type { Viewer } from '@/lib/use-viewer'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

/** The matching activities an organiser schedules (live and upcoming first), and the brands taking part in each. */
export function OrganiserActivities({ viewer }: { viewer: Viewer }) {
  const list = useQuery(activityListQuery({ kind: 'matching', page_size: 20, sort: 'state' }))
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  const toggle = (id: number) =>
    setOpen((ids) => {
      const next = new Set(ids)
      if (!next.delete(id)) next.add(id)
      return next
    })
  return (
    <section aria-labelledby="org-acts-h" className="flex flex-col gap-10">
      <h2 id="org-acts-h" className="text-dp-20 font-semibold">
        {m.ev_organiser_activities()}
      </h2>
      <ul className="grid gap-8 sm:grid-cols-2">
        {(list.data?.list ?? []).map((a) => {
          const expanded = open.has(a.id)
          return (
            <li
              key={a.id}
              className={cn('flex flex-col gap-8 rounded-lg border border-border p-10', expanded && 'sm:col-span-2')}
              data-testid="organiser-activity"
              data-act-id={a.id}
            >
              <div className="flex flex-wrap items-center justify-between gap-8">
                <span className="flex min-w-0 flex-col">
                  <h3 className="text-dp-15 font-medium">{a.title}</h3>
                  <span className="text-dp-13 text-muted-foreground">{a.country_name}</span>
                </span>
                <span className="flex flex-wrap items-center gap-8">
                  <Badge variant={a.state === 'live' ? 'default' : 'secondary'}>{stateLabel(a.state)}</Badge>
                  <Button
                    size="sm"
                    variant={expanded ? 'secondary' : 'outline'}
                    aria-expanded={expanded}
                    aria-controls={`ab-${a.id}`}
                    aria-label={m.ev_ab_manage_of({ title: a.title })}
                    onClick={() => toggle(a.id)}
                  >
                    {m.ev_ab_manage()}
                  </Button>
                  <Link
                    to="/organiser/schedule"
                    search={{ id: a.id }}
                    className="text-dp-14 text-primary underline"
                    aria-label={m.ev_schedule_of({ title: a.title })}
                  >
                    {m.ev_schedule_link()}
                  </Link>
                </span>
              </div>
              <div id={`ab-${a.id}`} hidden={!expanded}>
                {expanded ? <ActivityBrandsEditor viewer={viewer} actId={a.id} title={a.title} /> : null}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
