import { RegisterForm } from './register-form'
import { RequireLogin } from './require-login'
import { RoleChooser } from './role-chooser'
import { PageFrame } from '@/features/site/components/page-frame'
import { m } from '@/paraglide/messages'

/** /loginRole and its /mobile twin. */
export function LoginRolePage({ redirect, mobile }: { redirect?: string; mobile: boolean }) {
  return (
    <PageFrame
      title={m.page_loginRole_title()}
      lead={m.page_loginRole_lead()}
      crumbs={[{ label: m.page_login_title(), to: mobile ? '/mobile/login' : '/login' }]}
      className={mobile ? 'px-12 py-16' : undefined}
    >
      <RequireLogin>
        <RoleChooser redirect={redirect} />
      </RequireLogin>
    </PageFrame>
  )
}

/** /login/registerHome and its /mobile twin. */
export function RegisterHomePage({ role, redirect, mobile }: { role?: 'buyer' | 'brand'; redirect?: string; mobile: boolean }) {
  return (
    <PageFrame
      title={m.page_login_registerHome_title()}
      lead={m.page_login_registerHome_lead()}
      crumbs={[{ label: m.page_login_title(), to: mobile ? '/mobile/login' : '/login' }]}
      className={mobile ? 'px-12 py-16' : undefined}
    >
      <RequireLogin>
        <RegisterForm role={role} redirect={redirect} />
      </RequireLogin>
    </PageFrame>
  )
}
