import { useSiteName } from '../utils/use-public-config'
import type { NavItem } from '../../../lib/nav'
import { PlainLink } from '@/components/plain-link'

export function Logo({ to }: { to: NavItem['to'] }) {
  const name = useSiteName()
  return (
    <PlainLink to={to} className="flex items-center gap-10 font-semibold text-brand-ink">
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-32" />
      <span className="text-dp-20">{name}</span>
    </PlainLink>
  )
}
