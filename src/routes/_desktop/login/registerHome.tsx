import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/login/registerHome')({
  head: ({ matches }) => pageHead({ matches, title: m.page_login_registerHome_title(), description: m.page_login_registerHome_lead() }),
  component: LoginRegisterHomePage,
})

function LoginRegisterHomePage() {
  return <PageFrame title={m.page_login_registerHome_title()} lead={m.page_login_registerHome_lead()} crumbs={[{ label: m.page_login_title(), to: '/login' }]} />
}
