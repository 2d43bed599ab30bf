import { createFileRoute } from '@tanstack/react-router'
import { RequireViewer } from '@/components/require-viewer'
import { RoleChooser } from '@/features/account/components/role-chooser'
import { redirectSearchSchema } from '@/features/account/utils/redirect'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/loginRole')({
  validateSearch: redirectSearchSchema,
  head: ({ matches }) => pageHead({ matches, title: m.page_loginRole_title(), description: m.page_loginRole_lead() }),
  component: RolePage,
})

function RolePage() {
  const { redirect } = Route.useSearch()
  return (
    <PageFrame title={m.page_loginRole_title()} lead={m.page_loginRole_lead()} crumbs={[{ label: m.page_login_title(), to: '/login' }]}>
      <RequireViewer>{() => <RoleChooser redirect={redirect} />}</RequireViewer>
    </PageFrame>
  )
}
