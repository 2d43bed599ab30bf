import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

/** The placeholder of a card grid while its page loads (a route's pendingComponent). */
export function ListSkeleton({ cards = 8, className }: { cards?: number; className?: string }) {
  return (
    <div className={cn('mx-auto flex w-full max-w-1400 flex-col gap-16 px-24 py-32', className)} role="status" aria-busy="true">
      <span className="sr-only">{m.cat_b_loading()}</span>
      <Skeleton className="h-16 w-240" />
      <Skeleton className="h-40 w-480 max-w-full" />
      <div className="grid grid-cols-1 gap-16 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} className="h-200" />
        ))}
      </div>
    </div>
  )
}
