import { createFileRoute } from '@tanstack/react-router'
import { homeQuery } from '@/features/home/api/queries'
import { HomePage } from '@/features/home/components/home-page'
import { ListSkeleton } from '@/components/catalogue/list-skeleton'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(homeQuery('pc')),
  head: ({ matches }) => pageHead({ matches, title: m.page_home_title(), description: m.page_home_lead() }),
  pendingComponent: () => <ListSkeleton />,
  component: () => <HomePage variant="pc" />,
})
