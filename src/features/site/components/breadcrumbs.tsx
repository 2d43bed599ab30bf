import type { NavItem } from '../../../lib/nav'
import { Link } from '@tanstack/react-router'
import { m } from '@/paraglide/messages'

export type Crumb = { label: string; to: NavItem['to'] }

/** Home › parents › current page. The current page is text, not a link. */
export function Breadcrumbs({ crumbs, current, home }: { crumbs: Array<Crumb>; current: string; home: NavItem['to'] }) {
  const trail: Array<Crumb> = [{ label: m.page_home_title(), to: home }, ...crumbs]
  return (
    <nav aria-label={m.breadcrumb_label()} className="text-dp-14 text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-6">
        {trail.map((crumb) => (
          <li key={crumb.to} className="flex items-center gap-6">
            <Link to={crumb.to} activeOptions={{ exact: true }} className="hover:text-foreground hover:underline">
              {crumb.label}
            </Link>
            <span aria-hidden>›</span>
          </li>
        ))}
        <li aria-current="page" className="font-medium text-foreground">
          {current}
        </li>
      </ol>
    </nav>
  )
}
