import { useState, type FormEvent } from 'react'
import { useLoginMutation, useSendSmsCodeMutation, useWechatBindMobileMutation } from '../api/queries'
import { useLoginWrite, withBrowserToken } from '../hooks/use-complete-login'
import { useSendCode } from '../hooks/use-send-code'
import type { FieldErrors } from '../utils/form-errors'
import { browserTokenStore } from '@/lib/user-info'
import { wechatBindStore } from '../utils/wechat-bind'
import { FormMessage, TextField, checkForm } from './form-controls'
import { getMobileVerifyCode as sendCodeEntry, login as loginEntry, wechatBindMobile as bindEntry } from '@/api/contract/login'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

type Field = 'mobile' | 'code'
const fields = {
  mobile: { label: () => m.login_field_mobile(), format: () => m.login_error_mobile_format() },
  code: { label: () => m.login_field_sms_code(), format: () => m.login_error_code_format() },
}
// login/login accepts mobile + code or e-mail + password: this form checks the first branch.
const [smsLoginSchema] = loginEntry.input.def.options

/**
 * Log in with a mobile number and a 6-digit code sent by SMS. With `bindState` (a first WeChat
 * login) the verified number is linked to the WeChat account instead.
 */
export function SmsLoginForm({ redirect, idPrefix, bindState }: { redirect?: string; idPrefix: string; bindState?: string }) {
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const login = useLoginMutation()
  const bind = useWechatBindMobileMutation()
  const sendSms = useSendSmsCodeMutation()
  const write = bindState ? bind : login
  const smsLogin = useLoginWrite(login, redirect)
  const bindLogin = useLoginWrite(bind, redirect)
  const { submitting } = bindState ? bindLogin : smsLogin
  const id = (name: Field) => `${idPrefix}-${name}`
  const {
    sending,
    countdown,
    sendCode,
    notice: shown,
    clearNotice,
  } = useSendCode({
    schema: sendCodeEntry.input,
    field: 'mobile',
    text: fields.mobile,
    send: sendSms,
    sentText: (data) => m.login_code_sent({ mobile: data.mobile }),
    fieldId: id,
    setErrors,
    write: write,
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    clearNotice()
    if (bindState) {
      const input = { mobile, code, state: bindState, browser_token: browserTokenStore.get() ?? '' }
      const data = checkForm(bindEntry.input, input, fields, { setErrors, fieldId: id })
      if (data) bindLogin.submit(data, () => wechatBindStore.clear())
    } else {
      const data = checkForm(smsLoginSchema, { mobile, code }, fields, { setErrors, fieldId: id })
      if (data) smsLogin.submit(withBrowserToken(data))
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-16" aria-label={m.login_tab_sms()}>
      <TextField
        id={id('mobile')}
        label={m.login_field_mobile()}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+86 138 0000 0000"
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
        error={errors.mobile}
        hint={m.login_hint_mobile()}
      />
      <TextField
        id={id('code')}
        label={m.login_field_sms_code()}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\s/g, ''))}
        error={errors.code}
        trailing={
          <Button
            type="button"
            variant="outline"
            onClick={() => void sendCode(mobile)}
            disabled={sending || countdown.left > 0}
            className="h-auto min-w-120"
          >
            {countdown.left > 0 ? m.login_resend_in({ seconds: String(countdown.left) }) : m.login_send_code()}
          </Button>
        }
      />
      {shown ? <FormMessage kind={shown.kind}>{shown.text}</FormMessage> : null}
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? m.login_submitting() : bindState ? m.wechat_bind_submit() : m.login_submit()}
      </Button>
    </form>
  )
}
