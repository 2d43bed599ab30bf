import { createFileRoute } from '@tanstack/react-router'
import { RegisterHomePage } from '@/features/account/components/account-pages'
import { parseRegisterSearch } from '@/features/account/utils/redirect'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/login/registerHome')({
  validateSearch: parseRegisterSearch,
  head: ({ matches }) => pageHead({ matches, title: m.page_login_registerHome_title(), description: m.page_login_registerHome_lead() }),
  component: RegisterPage,
})

function RegisterPage() {
  // The router keeps unknown raw params beside the validated ones: read ours through the parser again.
  const { role, redirect } = parseRegisterSearch(Route.useSearch())
  return <RegisterHomePage role={role} redirect={redirect} mobile={false} />
}
