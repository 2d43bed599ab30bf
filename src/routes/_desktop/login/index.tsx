import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/account/components/login-page'
import { parseLoginSearch } from '@/features/account/utils/redirect'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/login/')({
  validateSearch: parseLoginSearch,
  head: ({ matches }) => pageHead({ matches, title: m.page_login_title(), description: m.page_login_lead() }),
  component: DesktopLoginPage,
})

function DesktopLoginPage() {
  const search = Route.useSearch()
  // The router keeps unknown raw params beside the validated ones: read ours through the parser again.
  const { tab, redirect } = parseLoginSearch(search)
  const { activity_id: activityId, code, state } = search
  const navigate = Route.useNavigate()
  return (
    <PageFrame title={m.page_login_title()} lead={m.page_login_lead()}>
      <LoginPage
        tab={tab ?? (activityId ? 'wechat' : 'sms')}
        redirect={redirect}
        activityId={activityId}
        returning={Boolean(code && state)}
        mobile={false}
        onTabChange={(next) => void navigate({ search: (prev) => ({ ...prev, tab: next }), replace: true })}
      />
    </PageFrame>
  )
}
