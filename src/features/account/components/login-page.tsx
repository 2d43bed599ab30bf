import { useHydrated } from '@tanstack/react-router'
import { LoginPanel } from './login-panel'
import type { LoginTab } from '../utils/redirect'
import { m } from '@/paraglide/messages'

/** The /login page body (inside the route's PageFrame), shared by the desktop route and its /mobile twin. */
export function LoginPage({
  tab,
  redirect,
  activityId,
  returning,
  mobile,
  onTabChange,
}: {
  tab: LoginTab
  redirect?: string
  activityId?: number
  /** WeChat has just sent the browser back here (?code=&state=): the login is being completed. */
  returning: boolean
  mobile: boolean
  onTabChange: (tab: LoginTab) => void
}) {
  // Decided after hydration: the return handler changes the URL soon after the page loads, which
  // must not change what this page renders while React is still hydrating it.
  const hydrated = useHydrated()
  const panel =
    hydrated && returning ? (
      <p role="status" className="rounded-xl border border-border bg-card p-32 text-dp-16">
        {m.wechat_completing()}
      </p>
    ) : (
      <LoginPanel tab={tab} redirect={redirect} activityId={activityId} mobile={mobile} onTabChange={onTabChange} />
    )
  if (mobile) return panel
  return (
    <div className="grid items-start gap-32 lg:grid-cols-[minmax(0,520px)_1fr]">
      {panel}
      <aside aria-labelledby="login-why" className="flex flex-col gap-12 rounded-xl bg-muted/60 p-32">
        <h2 id="login-why" className="text-dp-20 font-semibold text-brand-ink">
          {m.login_why_title()}
        </h2>
        <ul className="flex list-disc flex-col gap-8 pl-20 text-dp-15 text-foreground/85">
          <li>{m.login_why_1()}</li>
          <li>{m.login_why_2()}</li>
          <li>{m.login_why_3()}</li>
        </ul>
      </aside>
    </div>
  )
}
