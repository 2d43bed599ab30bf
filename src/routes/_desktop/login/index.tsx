import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/account/components/login-page'
import { loginSearchSchema } from '@/features/account/utils/redirect'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/login/')({
  validateSearch: loginSearchSchema,
  head: ({ matches }) => pageHead({ matches, title: m.page_login_title(), description: m.page_login_lead() }),
  component: DesktopLoginPage,
})

function DesktopLoginPage() {
  const { tab, redirect, activity_id: activityId, code, state } = Route.useSearch()
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
