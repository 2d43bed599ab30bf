import { useSiteName } from '../utils/use-public-config'
import type { NavItem } from '../../../lib/nav'
import { Link } from '@tanstack/react-router'

/** The site's mark and name, linking home; `lazy` for a copy below the fold (the footer's). */
export function Logo({ to, lazy = false }: { to: NavItem['to']; lazy?: boolean }) {
  const name = useSiteName()
  return (
    <Link to={to} activeOptions={{ exact: true }} className="flex min-w-0 items-center gap-10 font-semibold text-brand-ink">
      <img src="/favicon.svg" alt="" width={32} height={32} loading={lazy ? 'lazy' : undefined} className="size-32 shrink-0" />
      <span className="truncate text-dp-20">{name}</span>
    </Link>
  )
}
