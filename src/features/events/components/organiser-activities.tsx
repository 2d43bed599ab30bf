import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { activityListQuery } from '../api/queries'
import { stateLabel } from './activity-browser'
import { ActivityBrandsEditor } from './activity-brands-editor'
import { Badge } from '@/components/ui/badge'
import { m } from '@/paraglide/messages'

/** The matching activities an organiser schedules (live and upcoming first), and the brands taking part in each. */
export function OrganiserActivities() {
  const list = useQuery(activityListQuery({ kind: 'matching', page_size: 20, sort: 'state' }))
  return (
    <section aria-labelledby="org-acts-h" className="flex flex-col gap-10">
      <h2 id="org-acts-h" className="text-dp-20 font-semibold">
        {m.ev_organiser_activities()}
      </h2>
      <ul className="grid gap-8 sm:grid-cols-2">
        {(list.data?.list ?? []).map((a) => (
          <li key={a.id} className="flex flex-col gap-8 rounded-lg border border-border p-10">
            <div className="flex items-center justify-between gap-8">
              <span className="flex flex-col">
                <span className="text-dp-15 font-medium">{a.title}</span>
                <span className="text-dp-13 text-muted-foreground">{a.country_name}</span>
              </span>
              <span className="flex items-center gap-8">
                <Badge variant={a.state === 'live' ? 'default' : 'secondary'}>{stateLabel(a.state)}</Badge>
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
            <ActivityBrandsEditor actId={a.id} title={a.title} />
          </li>
        ))}
      </ul>
    </section>
  )
}
