import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/loginRole')({
  head: ({ matches }) => pageHead({ matches, title: m.page_loginRole_title(), description: m.page_loginRole_lead() }),
  component: LoginRolePage,
})

function LoginRolePage() {
  return <PageFrame title={m.page_loginRole_title()} lead={m.page_loginRole_lead()} crumbs={[{ label: m.page_login_title(), to: '/login' }]} />
}
