import { useState, type FormEvent } from 'react'
import { usePostEmailCodeMutation, useResetPasswordMutation } from '../api/queries'
import { useSendCode } from '../hooks/use-send-code'
import type { FieldErrors } from '../utils/form-errors'
import { FormMessage, TextField, checkForm } from './form-controls'
import { postEditPassWordForEmail as resetEntry, postEmailCode as sendEntry } from '@/api/contract/login'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'
import { m } from '@/paraglide/messages'

type Field = 'email' | 'code' | 'password'
const fields = {
  email: { label: () => m.login_field_email(), format: () => m.login_error_email_format() },
  code: { label: () => m.login_field_email_code(), format: () => m.login_error_code_format() },
  password: { label: () => m.login_field_new_password() },
}

/** Forgot password: a code goes to the e-mail address, then a new password is set with it. */
export function ForgotPasswordForm({
  idPrefix,
  initialEmail = '',
  onDone,
  onCancel,
}: {
  idPrefix: string
  initialEmail?: string
  onDone: (email: string) => void
  onCancel: () => void
}) {
  const [email, setEmail] = useState(initialEmail)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const emailCode = usePostEmailCodeMutation()
  const reset = useResetPasswordMutation()
  const submitting = reset.isPending
  const id = (name: Field) => `${idPrefix}-${name}`
  const {
    sending,
    countdown,
    sendCode,
    notice: shown,
    clearNotice,
  } = useSendCode({
    schema: sendEntry.input,
    field: 'email',
    text: fields.email,
    send: emailCode,
    sentText: (data) => m.forgot_code_sent({ email: data.email }),
    fieldId: id,
    setErrors,
    write: reset,
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    clearNotice()
    const data = checkForm(resetEntry.input, { email, code, password }, fields, { setErrors, fieldId: id })
    if (!data) return
    reset.mutate(data, {
      onSuccess: () => {
        void notify(m.forgot_done(), { kind: 'success' })
        onDone(data.email)
      },
    })
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-16" aria-labelledby={`${idPrefix}-title`}>
      <div className="flex flex-col gap-4">
        <h2 id={`${idPrefix}-title`} className="text-dp-18 font-semibold text-brand-ink">
          {m.forgot_title()}
        </h2>
        <p className="text-dp-14 text-muted-foreground">{m.forgot_lead()}</p>
      </div>
      <TextField
        id={id('email')}
        label={m.login_field_email()}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        trailing={
          <Button
            type="button"
            variant="outline"
            onClick={() => void sendCode(email)}
            disabled={sending || countdown.left > 0}
            className="h-auto min-w-120"
          >
            {countdown.left > 0 ? m.login_resend_in({ seconds: String(countdown.left) }) : m.login_send_code()}
          </Button>
        }
      />
      <TextField
        id={id('code')}
        label={m.login_field_email_code()}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\s/g, ''))}
        error={errors.code}
      />
      <TextField
        id={id('password')}
        label={m.login_field_new_password()}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint={m.forgot_password_hint()}
      />
      {shown ? <FormMessage kind={shown.kind}>{shown.text}</FormMessage> : null}
      <div className="flex flex-wrap items-center gap-12">
        <Button type="submit" size="lg" disabled={submitting}>
          {m.forgot_submit()}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {m.forgot_back()}
        </Button>
      </div>
    </form>
  )
}
