import { createFileRoute } from '@tanstack/react-router'
import { AccountStatus } from '@/features/account/components/account-status'
import { CartLink } from '@/features/cart/components/cart-link'
import { MobileLayout } from '@/features/site/components/mobile-layout'
import { NotificationBell } from '@/features/notifications/components/notification-bell'

export const Route = createFileRoute('/mobile')({
  component: () => (
    <MobileLayout cart={<CartLink compact />} bell={<NotificationBell compact />} account={<AccountStatus compact />} capped />
  ),
})
