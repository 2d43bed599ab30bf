import { Link } from '@tanstack/react-router'
import { useSiteName } from '../utils/use-public-config'
import type { NavItem } from '../../../lib/nav'

export function Logo({ to }: { to: NavItem['to'] }) {
  const name = useSiteName()
  return (
    <Link to={to} className="flex items-center gap-10 font-semibold text-brand-ink">
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-32" />
      <span className="text-dp-20">{name}</span>
    </Link>
  )
}
