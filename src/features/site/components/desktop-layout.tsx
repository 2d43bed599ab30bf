import type { ReactNode } from 'react'
import { Link, Outlet } from '@tanstack/react-router'
import { footerColumns, headerNav } from '../../../lib/nav'
import { useSiteName } from '../utils/use-public-config'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { VariantSwitch } from './variant-switch'
import { cn, currentYear } from '@/lib/utils'
import { m } from '@/paraglide/messages'

export function SkipLink() {
  return (
    <Link
      to="."
      hash="main"
      search={(prev) => prev}
      className="sr-only focus:not-sr-only focus:fixed focus:top-8 focus:left-8 focus:z-50 focus:rounded focus:bg-background focus:px-12 focus:py-8 focus:shadow"
    >
      {m.skip_to_content()}
    </Link>
  )
}

/** The default layout: header with navigation, language switch and login state; footer. */
/**
 * `cart`, `bell` and `account` are the header's cart link, notification bell and login state, from
 * their features (the route composes them).
 */
export function DesktopLayout({ cart, bell, account }: { cart: ReactNode; bell: ReactNode; account: ReactNode }) {
  const site = useSiteName()
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
        {/* One line from 901 to 2560 px in both languages (ADR 023): nothing here wraps. Between 901 and
            1200 px text stops shrinking at its 12 px floor, so the header takes the full width there. */}
        <div
          className="mx-auto flex max-w-1400 flex-nowrap items-center gap-x-24 px-24 py-12 whitespace-nowrap max-[1201px]:max-w-none max-[901px]:flex-wrap max-[901px]:gap-y-8"
          data-testid="site-header"
        >
          <Logo to="/" />
          {/* Up to 901 px (a narrow desktop window; phones get the phone layout) the navigation is
              its own row that scrolls sideways: every item, one line, faded at the right edge while
              more follow (ADR 053). */}
          <HeaderNav />
          <div className="ml-auto flex shrink-0 items-center gap-12">
            {cart}
            <FavouritesLink />
            <LanguageSwitch />
            {bell}
            {account}
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-border bg-muted/60">
        <div className="mx-auto grid max-w-1400 grid-cols-2 gap-32 px-24 py-40 md:grid-cols-4 lg:grid-cols-5">
          <div className="col-span-2 flex flex-col gap-12 md:col-span-4 lg:col-span-1">
            <Logo to="/" lazy />
            <p className="text-dp-14 text-muted-foreground">{m.footer_tagline()}</p>
          </div>
          {footerColumns.map((column) => (
            <div key={column.title()} className="flex flex-col gap-8">
              <h2 className="text-dp-14 font-semibold text-brand-ink">{column.title()}</h2>
              <ul className="flex flex-col gap-6">
                {column.items.map((item) => (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      activeOptions={{ exact: true }}
                      className="inline-flex min-h-[24px] items-center text-dp-14 text-muted-foreground hover:text-primary"
                    >
                      {item.label()}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="mx-auto flex max-w-1400 flex-wrap items-center justify-between gap-12 border-t border-border px-24 py-16 text-dp-13 text-muted-foreground">
          <span>{m.footer_rights({ year: currentYear(), site })}</span>
          <VariantSwitch target="mobile" />
        </div>
      </footer>
    </div>
  )
}

/** The header's section links; the current section's is marked (its path or one below it). */
function HeaderNav() {
  return (
    <nav
      aria-label={m.nav_main()}
      className="flex min-w-0 flex-1 flex-nowrap items-center gap-x-16 max-[901px]:order-last max-[901px]:-mx-24 max-[901px]:w-[calc(100%+var(--spacing)*48)] max-[901px]:flex-none max-[901px]:[scrollbar-width:none] max-[901px]:overflow-x-auto max-[901px]:overscroll-x-contain max-[901px]:mask-r-from-[calc(100%-var(--spacing)*24)] max-[901px]:px-24"
      data-testid="header-nav"
    >
      {headerNav.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          activeOptions={{ includeSearch: false }}
          activeProps={{ className: 'font-semibold text-primary' }}
          inactiveProps={{ className: 'text-foreground/80' }}
          className={cn(
            'inline-flex min-h-[24px] items-center text-dp-15 hover:text-primary',
            item.tightHidden && 'min-[901px]:max-[960px]:hidden',
          )}
        >
          {item.label()}
        </Link>
      ))}
    </nav>
  )
}

/** The header's favourites link, marked on the favourites page. */
function FavouritesLink() {
  return (
    <Link
      to="/favorites"
      activeOptions={{ exact: true, includeSearch: false }}
      activeProps={{ className: 'font-semibold text-primary' }}
      inactiveProps={{ className: 'text-foreground/80' }}
      className="inline-flex min-h-[24px] min-w-[24px] items-center justify-center gap-4 text-dp-15 hover:text-primary"
      data-testid="header-favourites"
    >
      <svg viewBox="0 0 24 24" className="size-[1.15em]" aria-hidden focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <span className="sr-only">{m.nav_favorites()}</span>
    </Link>
  )
}
