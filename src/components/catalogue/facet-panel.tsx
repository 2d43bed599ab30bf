import { SearchLink, type SearchPatch } from './search-link'

/** The id of the results beside the facets: a facet link scrolls them into view. */
export const RESULTS_ID = 'results'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

export type FacetOption = { value: string; label: string; count?: number; depth?: 0 | 1; icon?: React.ReactNode }
export type FacetGroup = {
  /** The search param the group sets. */
  param: string
  title: string
  options: Array<FacetOption>
  selected: string | undefined
}

/**
 * Filter groups as lists of links: each option sets its search param (a second click on the
 * selected one clears it). Links work before hydration and keep every view shareable.
 */
export function FacetPanel({ groups, onPick, className }: { groups: Array<FacetGroup>; onPick?: () => void; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-20', className)} data-testid="facets">
      {groups.map((group) => (
        <section key={group.param} aria-labelledby={`facet-${group.param}`} className="flex flex-col gap-8">
          <h2 id={`facet-${group.param}`} className="text-dp-14 font-semibold tracking-wide text-brand-ink uppercase">
            {group.title}
          </h2>
          <ul className="flex max-h-[320px] flex-col gap-2 overflow-y-auto pr-4">
            <li>
              <FacetLink patch={{ [group.param]: undefined }} selected={group.selected === undefined} onPick={onPick}>
                {m.cat_a_facet_all()}
              </FacetLink>
            </li>
            {group.options.map((option) => {
              const selected = group.selected === option.value
              return (
                <li key={option.value} className={option.depth === 1 ? 'pl-16' : undefined}>
                  <FacetLink patch={{ [group.param]: selected ? undefined : option.value }} selected={selected} onPick={onPick}>
                    {option.icon}
                    <span className="min-w-0 flex-1 truncate">{option.label}</span>
                    {option.count !== undefined ? (
                      <span className="text-dp-12 text-muted-foreground tabular-nums">{option.count}</span>
                    ) : null}
                  </FacetLink>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}

function FacetLink({
  patch,
  selected,
  onPick,
  children,
}: {
  patch: SearchPatch
  selected: boolean
  onPick?: () => void
  children: React.ReactNode
}) {
  return (
    <SearchLink
      patch={patch}
      hash={RESULTS_ID}
      hashScrollIntoView={{ block: 'start' }}
      onClick={onPick}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex min-h-[32px] items-center gap-8 rounded-md px-8 py-4 text-dp-14 hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none',
        selected ? 'bg-secondary font-semibold text-primary' : 'text-foreground',
      )}
    >
      {children}
    </SearchLink>
  )
}
