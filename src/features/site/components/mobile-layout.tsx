import type { ReactNode } from 'react'
import { Link, Outlet, useRouterState } from '@tanstack/react-router'
import { constants } from '../../../../app.config'
import { footerColumns, mobileTabs } from '../../../lib/nav'
import { useSiteName } from '../utils/use-public-config'
import { SkipLink } from './desktop-layout'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { VariantSwitch } from './variant-switch'
import { cn, currentYear } from '@/lib/utils'
import { m } from '@/paraglide/messages'

/**
 * The phone layout, for every page on a phone: compact header, content, the
 * sections in the footer, and a bottom tab bar. On a wider screen (a desktop showing the mobile
 * site) the root font keeps its phone scale (root-font-size.ts), so nothing is blown up; the /mobile
 * pages, drawn for a phone only, are `capped` at `constants.rootFont.mobileMaxWidth` (480) px and
 * centred. Other pages lay out by the screen's width (their breakpoints are the viewport's), so
 * they keep the full width.
 * `cart`, `bell` and `account` are the header's cart link, notification bell and login state, from
 * their features (the route composes them).
 * The header's and the tab bar's heights are `--header-height` and `--tab-bar-height` (styles.css):
 * the layout's bottom padding reserves the tab bar, so no control ends under it once the page is
 * scrolled to the end, and a page's action bar sits on it (`bottom-(--tab-bar-height)`).
 */
export function MobileLayout({
  cart,
  bell,
  account,
  capped = false,
}: {
  cart: ReactNode
  bell: ReactNode
  account: ReactNode
  capped?: boolean
}) {
  const site = useSiteName()
  const cap = capped && 'mx-auto max-w-480 min-[481px]:border-x min-[481px]:border-border'
  // The event-day pages have an 18 px root on a phone (spec §9, root-font-size.ts): the layout's
  // own design pixel stays one CSS pixel there, so its header and tab bar keep their size.
  const live = useRouterState({ select: (state) => state.location.pathname.includes('/liveBuyerRecord') })
  return (
    <div
      style={live ? ({ '--spacing': `calc(1rem / ${constants.rootFont.narrowLiveBuyerRecord})` } as React.CSSProperties) : undefined}
      className={cn('variant-mobile flex min-h-screen w-full flex-col pb-(--tab-bar-height)', cap)}
      data-testid="mobile-layout"
    >
      <SkipLink />
      <header className="sticky top-0 z-30 flex h-(--header-height) items-center justify-between gap-8 border-b border-border bg-background/95 px-12 py-8 backdrop-blur">
        <Logo to="/mobile" />
        <div className="flex items-center gap-4">
          {cart}
          <LanguageSwitch compact />
          {bell}
          {account}
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="flex flex-col gap-12 border-t border-border px-12 py-16 text-dp-13 text-muted-foreground">
        <nav aria-label={m.nav_more()} className="flex flex-col">
          {footerColumns.map((column) => (
            <details key={column.title()} className="group border-b border-border">
              <summary className="flex min-h-44 cursor-pointer list-none items-center justify-between font-semibold text-brand-ink [&::-webkit-details-marker]:hidden">
                {column.title()}
                <span aria-hidden className="transition-transform group-open:rotate-180">
                  ▾
                </span>
              </summary>
              <ul className="grid grid-cols-2 gap-x-12 pb-8">
                {column.items.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} activeOptions={{ exact: true }} className="flex min-h-44 items-center hover:text-primary">
                      {item.label()}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </nav>
        <div className="flex flex-col items-center gap-6 text-dp-12">
          <VariantSwitch target="pc" />
          <span>{m.footer_rights({ year: currentYear(), site })}</span>
        </div>
      </footer>
      <nav
        aria-label={m.tabbar_label()}
        className={cn(
          'fixed inset-x-0 bottom-0 z-30 grid h-(--tab-bar-height) grid-cols-5 border-t border-border bg-background pb-[env(safe-area-inset-bottom)]',
          cap,
        )}
        data-tab-bar
        data-testid="tab-bar"
      >
        <MobileTabs />
      </nav>
    </div>
  )
}

/** The phone's tab bar; the tab of this page (or the section it is in) is marked. */
function MobileTabs() {
  return mobileTabs.map((tab) => (
    <Link
      key={tab.to}
      to={tab.to}
      activeOptions={{ exact: tab.exact ?? false, includeSearch: false }}
      activeProps={{ className: 'font-semibold text-primary' }}
      inactiveProps={{ className: 'text-muted-foreground' }}
      className="flex h-full items-center justify-center px-2 text-center text-dp-12 leading-tight"
    >
      {tab.label()}
    </Link>
  ))
}
