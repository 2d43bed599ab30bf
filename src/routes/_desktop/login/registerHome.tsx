import { createFileRoute } from '@tanstack/react-router'
import { RegisterForm } from '@/features/account/components/register-form'
import { RequireLogin } from '@/features/account/components/require-login'
import { parseRegisterSearch } from '@/features/account/utils/redirect'
import { PageFrame } from '@/features/site/components/page-frame'
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
  return (
    <PageFrame
      title={m.page_login_registerHome_title()}
      lead={m.page_login_registerHome_lead()}
      crumbs={[{ label: m.page_login_title(), to: '/login' }]}
    >
      <RequireLogin>
        <RegisterForm role={role} redirect={redirect} />
      </RequireLogin>
    </PageFrame>
  )
}
