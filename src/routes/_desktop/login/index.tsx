import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/login/')({
  head: ({ matches }) => pageHead({ matches, title: m.page_login_title(), description: m.page_login_lead() }),
  component: LoginPage,
})

function LoginPage() {
  return <PageFrame title={m.page_login_title()} lead={m.page_login_lead()} crumbs={[]} />
}
