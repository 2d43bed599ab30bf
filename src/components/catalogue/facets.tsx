import { Link, type LinkComponentProps } from '@tanstack/react-router'
import type * as React from 'react'
import { cn } from '@/lib/utils'

/** A titled list of filter options (one facet). */
export function FacetGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-6">
      <h2 className="text-dp-14 font-semibold text-brand-ink">{title}</h2>
      <ul className="flex flex-col gap-2">{children}</ul>
    </section>
  )
}

/**
 * One filter option: a link to the filtered URL, marked `aria-current` when it is the active
 * one, with an optional count. `as="div"` renders it without its own <li> (for a parent that
 * nests a sub-list).
 */
export function FacetLink({
  active,
  count,
  children,
  as = 'li',
  ...link
}: Omit<LinkComponentProps, 'children' | 'className'> & { active: boolean; count?: string; children: React.ReactNode; as?: 'li' | 'div' }) {
  const Wrapper = as
  return (
    <Wrapper>
      <Link
        {...link}
        activeOptions={{ exact: true }}
        aria-current={active ? 'true' : undefined}
        className={cn(
          'flex min-h-[32px] items-center justify-between gap-8 rounded-md px-8 py-4 text-dp-14 hover:bg-accent',
          active ? 'bg-primary/10 font-semibold text-primary' : 'text-foreground/85',
        )}
      >
        <span className="truncate">{children}</span>
        {count ? <span className="shrink-0 text-dp-12 text-muted-foreground">{count}</span> : null}
      </Link>
    </Wrapper>
  )
}
