import { Tabs } from 'radix-ui'
import { useState, useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
import type { LoginTab } from '../utils/redirect'
import { EmailLoginForm } from './email-login-form'
import { ForgotPasswordForm } from './forgot-password-form'
import { SmsLoginForm } from './sms-login-form'
import { WechatQrLogin } from './wechat-qr-login'
import { wechatBindStore } from '../utils/wechat-bind'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

const tabClass = cn(
  'flex-1 rounded-md px-12 py-8 text-dp-14 font-medium whitespace-nowrap text-muted-foreground outline-none',
  'hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/50',
  'data-[state=active]:bg-background data-[state=active]:text-primary data-[state=active]:shadow-sm',
)

/**
 * The login card: tabs for SMS code, e-mail + password and the WeChat QR, and the
 * forgot-password form in place of the tabs. The open tab lives in the URL (`?tab=`), so a
 * link can open one and the back button returns to the previous.
 */
export function LoginPanel({
  tab,
  onTabChange,
  redirect,
  activityId,
  mobile,
}: {
  tab: LoginTab
  onTabChange: (tab: LoginTab) => void
  redirect?: string
  /** A login for an activity (WeChat type 2). */
  activityId?: number
  mobile: boolean
}) {
  const [email, setEmail] = useState('')
  const prefix = mobile ? 'm-login' : 'login'
  return (
    <Card className={cn('w-full gap-20', mobile ? 'p-16' : 'max-w-520 p-32')}>
      {tab === 'bind' ? (
        <WechatBindPanel prefix={prefix} redirect={redirect} onTabChange={onTabChange} />
      ) : tab === 'forgot' ? (
        <ForgotPasswordForm
          idPrefix={`${prefix}-forgot`}
          initialEmail={email}
          onCancel={() => onTabChange('email')}
          onDone={(done) => {
            setEmail(done)
            onTabChange('email')
          }}
        />
      ) : (
        <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as LoginTab)} className="flex flex-col gap-20">
          <Tabs.List aria-label={m.login_methods()} className="flex gap-4 rounded-lg bg-muted p-4">
            <Tabs.Trigger value="sms" className={tabClass}>
              {m.login_tab_sms()}
            </Tabs.Trigger>
            <Tabs.Trigger value="email" className={tabClass}>
              {m.login_tab_email()}
            </Tabs.Trigger>
            <Tabs.Trigger value="wechat" className={tabClass}>
              {m.login_tab_wechat()}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="sms" className="outline-none">
            <SmsLoginForm idPrefix={`${prefix}-sms`} redirect={redirect} />
          </Tabs.Content>
          <Tabs.Content value="email" className="outline-none">
            <EmailLoginForm
              idPrefix={`${prefix}-email`}
              redirect={redirect}
              initialEmail={email}
              onForgot={(typed) => {
                setEmail(typed)
                onTabChange('forgot')
              }}
            />
          </Tabs.Content>
          <Tabs.Content value="wechat" className="outline-none">
            <WechatQrLogin redirect={redirect} activityId={activityId} />
          </Tabs.Content>
        </Tabs.Root>
      )}
      <p className="text-dp-13 text-muted-foreground">{m.login_new_account_note()}</p>
    </Card>
  )
}

/** A first WeChat login: verify a phone number by SMS, which links it to the WeChat account. */
function WechatBindPanel({ prefix, redirect, onTabChange }: { prefix: string; redirect?: string; onTabChange: (tab: LoginTab) => void }) {
  // The pending WeChat state lives in this tab's sessionStorage; read it after hydration.
  const state = useSyncExternalStore(
    noSubscription,
    () => wechatBindStore.get(),
    () => undefined,
  )
  return (
    <section aria-labelledby={`${prefix}-bind-title`} className="flex flex-col gap-16">
      <div className="flex flex-col gap-4">
        <h2 id={`${prefix}-bind-title`} className="text-dp-18 font-semibold text-brand-ink">
          {m.wechat_bind_title()}
        </h2>
        <p className="text-dp-14 text-muted-foreground">{m.wechat_bind_lead()}</p>
      </div>
      {state ? (
        <SmsLoginForm idPrefix={`${prefix}-bind`} redirect={redirect} bindState={state} />
      ) : state === null ? (
        <div className="flex flex-col items-start gap-12">
          <p className="text-dp-14">{m.wechat_bind_missing()}</p>
          <Button type="button" onClick={() => onTabChange('wechat')}>
            {m.wechat_bind_restart()}
          </Button>
        </div>
      ) : null}
    </section>
  )
}
