import type { ReactNode } from 'react'
import { Link, Outlet } from '@tanstack/react-router'
import { mobileTabs } from '../../../lib/nav'
import { useSiteName } from '../utils/use-public-config'
import { SkipLink } from './desktop-layout'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { VariantSwitch } from './variant-switch'
import { currentYear } from '@/lib/utils'
import { m } from '@/paraglide/messages'

/** The mobile layout: compact header, content, and a bottom tab bar. */
/** `cart` and `account` are the header's cart link and login state, from their features (the route composes them). */
export function MobileLayout({ cart, account }: { cart: ReactNode; account: ReactNode }) {
  const site = useSiteName()
  return (
    <div className="variant-mobile flex min-h-screen flex-col pb-64">
      <SkipLink />
      <header className="sticky top-0 z-30 flex items-center justify-between gap-8 border-b border-border bg-background/95 px-12 py-8 backdrop-blur">
        <Logo to="/mobile" />
        <div className="flex items-center gap-4">
          {cart}
          <LanguageSwitch compact />
          {account}
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="flex flex-col items-center gap-6 px-12 py-16 text-dp-12 text-muted-foreground">
        <VariantSwitch target="pc" />
        <span>{m.footer_rights({ year: currentYear(), site })}</span>
      </footer>
      <nav
        aria-label={m.tabbar_label()}
        className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-5 border-t border-border bg-background pb-[env(safe-area-inset-bottom)]"
      >
        <MobileTabs />
      </nav>
    </div>
  )
}

/** The phone's tab bar; the tab of this exact page is marked. */
function MobileTabs() {
  return mobileTabs.map((tab) => (
    <Link
      key={tab.to}
      to={tab.to}
      activeOptions={{ exact: true, includeSearch: false }}
      activeProps={{ className: 'font-semibold text-primary' }}
      inactiveProps={{ className: 'text-muted-foreground' }}
      className="flex h-56 items-center justify-center px-2 text-center text-dp-12 leading-tight"
    >
      {tab.label()}
    </Link>
  ))
}
