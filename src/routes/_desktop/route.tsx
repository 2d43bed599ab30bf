import { createFileRoute } from '@tanstack/react-router'
import { AccountStatus } from '@/features/account/components/account-status'
import { CartLink } from '@/features/cart/components/cart-link'
import { DesktopLayout } from '@/features/site/components/desktop-layout'

/** Pathless layout for every desktop route (the default layout). */
export const Route = createFileRoute('/_desktop')({
  component: () => <DesktopLayout cart={<CartLink />} account={<AccountStatus />} />,
})
