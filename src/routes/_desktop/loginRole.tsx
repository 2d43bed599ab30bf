import { createFileRoute } from '@tanstack/react-router'
import { LoginRolePage } from '@/features/account/components/account-pages'
import { parseRedirectSearch } from '@/features/account/utils/redirect'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/loginRole')({
  validateSearch: parseRedirectSearch,
  head: ({ matches }) => pageHead({ matches, title: m.page_loginRole_title(), description: m.page_loginRole_lead() }),
  component: RolePage,
})

function RolePage() {
  // The router keeps unknown raw params beside the validated ones: read ours through the parser again.
  const { redirect } = parseRedirectSearch(Route.useSearch())
  return <LoginRolePage redirect={redirect} mobile={false} />
}
