import type { UseMutationResult } from '@tanstack/react-query'
import { useState } from 'react'
import type * as z from 'zod/mini'
import { focusField } from '../components/form-controls'
import { validateForm, type FieldErrors, type FieldText } from '../utils/form-errors'
import { useCountdown } from './use-countdown'
import { ApiRequestError } from '@/api/client/request'
import { m } from '@/paraglide/messages'

export type FormNotice = { kind: 'error' | 'success'; text: string } | null

/** The server's message for a refused call, else the generic one. */
export function errorText(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : m.api_error_unknown()
}

/**
 * "Send code" of the SMS and e-mail forms, and the form's one notice line: the submit's error
 * (`write`, the form's own mutation hook), else the last send's result. A new notice replaces the
 * last submit's error, as a new message replaces the old.
 *
 * Sending: checks the one field with the contract's schema,
 * sends through the form's mutation hook, starts the resend countdown the server gave, and
 * moves the focus to the code field.
 */
export function useSendCode<S extends z.ZodMiniType, F extends string>(options: {
  schema: S
  field: F
  text: FieldText
  send: UseMutationResult<{ resend_after_seconds: number }, Error, z.output<S>>
  sentText: (data: z.output<S>) => string
  fieldId: (name: F | 'code') => string
  setErrors: (update: (previous: FieldErrors<F>) => FieldErrors<F>) => void
  write: { error: unknown; reset: () => void }
}) {
  const countdown = useCountdown()
  const [message, setNotice] = useState<FormNotice>(null)
  const { write } = options
  const setMessage = (notice: FormNotice) => {
    write.reset()
    setNotice(notice)
  }
  const notice: FormNotice = write.error ? { kind: 'error', text: errorText(write.error) } : message

  async function sendCode(value: string) {
    const { schema, field, setErrors } = options
    setMessage(null)
    const checked = validateForm(schema, { [field]: value }, { [field]: options.text } as Record<F, FieldText>)
    if (!checked.ok) {
      setErrors((previous) => ({ ...previous, [field]: checked.errors[field] }))
      focusField(options.fieldId(field))
      return
    }
    setErrors((previous) => ({ ...previous, [field]: undefined }))
    try {
      const sent = await options.send.mutateAsync(checked.data)
      countdown.start(sent.resend_after_seconds)
      setMessage({ kind: 'success', text: options.sentText(checked.data) })
      focusField(options.fieldId('code'))
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error) })
    }
  }

  return { sending: options.send.isPending, countdown, sendCode, notice, clearNotice: () => setMessage(null) }
}
