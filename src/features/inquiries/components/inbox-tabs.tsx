import { Link } from '@tanstack/react-router'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

const tab = 'inline-flex min-h-[40px] items-center border-b-2 px-12 text-dp-15 font-medium'

/** The two sections of /inbox and /inquiries: inquiries, and bulk requests (ADR 099). */
export function InboxTabs({ to, bulk, bulkLabel }: { to: '/inbox' | '/inquiries'; bulk: boolean; bulkLabel: string }) {
  return (
    <nav aria-label={m.offers_tabs_label()} className="mb-16 flex gap-4 border-b border-border" data-testid="inbox-tabs">
      <Link
        to={to}
        search={{}}
        aria-current={bulk ? undefined : 'page'}
        className={cn(tab, bulk ? 'border-transparent text-muted-foreground hover:text-foreground' : 'border-primary text-foreground')}
      >
        {m.offers_tab_inquiries()}
      </Link>
      <Link
        to={to}
        search={{ tab: 'bulk' }}
        aria-current={bulk ? 'page' : undefined}
        className={cn(tab, bulk ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground')}
      >
        {bulkLabel}
      </Link>
    </nav>
  )
}
