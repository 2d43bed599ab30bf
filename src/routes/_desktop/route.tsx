import { createFileRoute } from '@tanstack/react-router'
import { AccountStatus } from '@/features/account/components/account-status'
import { CartLink } from '@/features/cart/components/cart-link'
import { DesktopLayout } from '@/features/site/components/desktop-layout'
import { MobileLayout } from '@/features/site/components/mobile-layout'
import { NotificationBell } from '@/features/notifications/components/notification-bell'

/**
 * Pathless layout for every desktop route. A phone (or the "Mobile site" choice) gets the phone
 * layout on every page, with or without a /mobile twin; the device comes from the
 * root's context (User-Agent and the site-variant cookie), which the page cache keys on.
 */
export const Route = createFileRoute('/_desktop')({
  component: SiteLayout,
})

function SiteLayout() {
  const { device } = Route.useRouteContext()
  return device === 'mobile' ? (
    <MobileLayout cart={<CartLink compact />} bell={<NotificationBell compact />} account={<AccountStatus compact />} />
  ) : (
    <DesktopLayout cart={<CartLink />} bell={<NotificationBell />} account={<AccountStatus />} />
  )
}
