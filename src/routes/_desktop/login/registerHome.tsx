import { createFileRoute } from '@tanstack/react-router'
import { RegisterForm } from '@/features/account/components/register-form'
import { RequireViewer } from '@/components/require-viewer'
import { registerSearchSchema } from '@/features/account/utils/redirect'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/login/registerHome')({
  validateSearch: registerSearchSchema,
  head: ({ matches }) => pageHead({ matches, title: m.page_login_registerHome_title(), description: m.page_login_registerHome_lead() }),
  component: RegisterPage,
})

function RegisterPage() {
  const { role, redirect } = Route.useSearch()
  return (
    <PageFrame
      title={m.page_login_registerHome_title()}
      lead={m.page_login_registerHome_lead()}
      crumbs={[{ label: m.page_login_title(), to: '/login' }]}
    >
      <RequireViewer>{() => <RegisterForm role={role} redirect={redirect} />}</RequireViewer>
    </PageFrame>
  )
}
