import { Link } from '@tanstack/react-router'
import { useCartCount } from '../hooks/use-cart-count'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

/**
 * The inquiry cart in the header, with the number of lines. The number is personal state, so it
 * appears only after hydration (../hooks/use-cart-count.ts, which also merges a visitor's cart at
 * login).
 */
export function CartLink({ compact = false }: { compact?: boolean }) {
  const count = useCartCount()
  return (
    <Link
      to="/addInquiry"
      activeOptions={{ exact: true, includeSearch: false }}
      className={cn(
        'inline-flex min-h-[24px] min-w-[24px] items-center justify-center gap-6 rounded-md px-6 py-4 text-dp-14 text-foreground/80 hover:text-primary',
        compact && 'px-4',
      )}
      aria-label={count ? m.cart_b_header_label_count({ count: String(count) }) : m.cart_b_header_label()}
      data-testid="header-cart"
    >
      <svg aria-hidden viewBox="0 0 24 24" className="size-[max(18px,calc(var(--spacing)*20))] fill-none stroke-current stroke-2">
        <path
          d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {compact ? null : <span className="hidden xl:inline">{m.cart_b_header()}</span>}
      {count ? (
        <span
          className="min-w-[18px] rounded-full bg-primary px-4 text-center text-[11px] leading-[18px] font-semibold text-primary-foreground"
          data-testid="header-cart-count"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}
