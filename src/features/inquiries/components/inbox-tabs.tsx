import { Link } from '@tanstack/react-router'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

const tab = 'inline-flex min-h-[40px] items-center border-b-2 px-12 text-dp-15 font-medium whitespace-nowrap'

const look = (mine: boolean) =>
  cn(tab, mine ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground')

/** The sections of /inbox and /inquiries: inquiries, the orders they became, and bulk requests (ADR 099). */
export function InboxTabs({
  to,
  current,
  bulkLabel,
}: {
  to: '/inbox' | '/inquiries'
  current: 'inquiries' | 'orders' | 'bulk'
  bulkLabel: string
}) {
  return (
    <nav
      aria-label={m.offers_tabs_label()}
      className="mb-16 flex gap-4 overflow-x-auto border-b border-border print:hidden"
      data-testid="inbox-tabs"
    >
      <Link to={to} search={{}} aria-current={current === 'inquiries' ? 'page' : undefined} className={look(current === 'inquiries')}>
        {m.offers_tab_inquiries()}
      </Link>
      <Link
        to={to}
        search={{ tab: 'orders' }}
        aria-current={current === 'orders' ? 'page' : undefined}
        className={look(current === 'orders')}
        data-testid="orders-tab"
      >
        {m.order_tab()}
      </Link>
      <Link to={to} search={{ tab: 'bulk' }} aria-current={current === 'bulk' ? 'page' : undefined} className={look(current === 'bulk')}>
        {bulkLabel}
      </Link>
    </nav>
  )
}
