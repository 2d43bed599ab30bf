import { createFileRoute } from '@tanstack/react-router'
import { AccountStatus } from '@/features/account/components/account-status'
import { CartLink } from '@/features/cart/components/cart-link'
import { MobileLayout } from '@/features/site/components/mobile-layout'

export const Route = createFileRoute('/mobile')({
  component: () => <MobileLayout cart={<CartLink compact />} account={<AccountStatus compact />} capped />,
})
