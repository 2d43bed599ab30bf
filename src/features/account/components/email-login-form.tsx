import { useState, type FormEvent } from 'react'
import { useLoginMutation } from '../api/queries'
import { useLoginWrite, withBrowserToken } from '../hooks/use-complete-login'
import type { FieldErrors } from '../utils/form-errors'
import { FormMessage, TextField, checkForm } from './form-controls'
import { login as loginEntry } from '@/api/contract/login'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

type Field = 'email' | 'password'
const fields = {
  email: { label: () => m.login_field_email(), format: () => m.login_error_email_format() },
  password: { label: () => m.login_field_password() },
}
// login/login accepts mobile + code or e-mail + password: this form checks the second branch.
const [, emailLoginSchema] = loginEntry.input.def.options

/** Log in with an e-mail address and a password. */
export function EmailLoginForm({
  redirect,
  idPrefix,
  initialEmail = '',
  onForgot,
}: {
  redirect?: string
  idPrefix: string
  initialEmail?: string
  onForgot: (email: string) => void
}) {
  const [email, setEmail] = useState(initialEmail)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const login = useLoginMutation()
  const { submitting, error: message, submit: logIn } = useLoginWrite(login, redirect)
  const id = (name: Field) => `${idPrefix}-${name}`

  function submit(event: FormEvent) {
    event.preventDefault()
    login.reset()
    const data = checkForm(emailLoginSchema, { email, password }, fields, { setErrors, fieldId: id })
    if (data) logIn(withBrowserToken(data))
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-16" aria-label={m.login_tab_email()}>
      <TextField
        id={id('email')}
        label={m.login_field_email()}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <TextField
        id={id('password')}
        label={m.login_field_password()}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? m.login_submitting() : m.login_submit()}
      </Button>
      <Button type="button" variant="link" className="self-start px-0" onClick={() => onForgot(email)}>
        {m.login_forgot_password()}
      </Button>
    </form>
  )
}
