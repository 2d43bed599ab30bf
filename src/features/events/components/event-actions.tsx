import { useQuery } from '@tanstack/react-query'
import { Link, useHydrated } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { buyerProfileQuery, eventStatusQuery, formQuery, useRegisterMutation } from '../api/queries'
import { prefillAnswers, type KnownBuyer } from '../utils/prefill'
import { useViewer, type Viewer } from '@/lib/use-viewer'
import { useUserInfo } from '@/lib/user-info'
import { failureMessage } from '@/api/client/pipeline'
import { MeetingList } from './meeting-list'
import { Button } from '@/components/ui/button'
import { Card, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?\d{6,20}$/

type Field = {
  name: string
  type: string
  label: string
  required: boolean
  placeholder: string
  options: Array<{ value: string; label: string }>
}

/** Client-side check of one answer, with the same rules the server applies, in the page's language. */
export function fieldError(field: Field, raw: string): string | undefined {
  const value = raw.trim()
  if (!value) return field.required ? m.ev_field_required({ field: field.label }) : undefined
  if (field.type === 'email' && !EMAIL.test(value)) return m.ev_field_email({ field: field.label })
  if (field.type === 'tel' && !PHONE.test(value.replace(/[\s-]/g, ''))) return m.ev_field_phone({ field: field.label })
  if (field.type === 'select' && field.options.length && !field.options.some((o) => o.value === value))
    return m.ev_field_option({ field: field.label })
  return undefined
}

function RegistrationForm({ actId, focusFirst, known }: { actId: number; focusFirst: boolean; known: KnownBuyer | undefined }) {
  const form = useQuery(formQuery(actId))
  const register = useRegisterMutation()
  // The buyer's own typing over what their profile and account already say.
  const [edited, setEdited] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [serverError, setServerError] = useState<string>()
  const first = useRef<HTMLInputElement | HTMLSelectElement | null>(null)
  useEffect(() => {
    if (focusFirst && form.data) first.current?.focus()
  }, [focusFirst, form.data])
  if (!form.data) return <p className="text-dp-14 text-muted-foreground">{m.ev_loading()}</p>
  const fields = form.data.list
  const prefilled = known ? prefillAnswers(fields, known) : {}
  const values: Record<string, string> = { ...prefilled, ...edited }
  const setValues = (next: Record<string, string>) => setEdited(next)
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const found: Record<string, string> = {}
    for (const f of fields) {
      const error = fieldError(f, values[f.name] ?? '')
      if (error) found[f.name] = error
    }
    setErrors(found)
    setServerError(undefined)
    const firstWrong = fields.find((f) => found[f.name])
    if (firstWrong) {
      document.getElementById(`reg-${firstWrong.name}`)?.focus()
      return
    }
    const answers = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''))
    register.mutate({ act_id: actId, answers }, { onError: (error) => setServerError(failureMessage(error)) })
  }
  return (
    <form noValidate onSubmit={submit} className="grid gap-12 sm:grid-cols-2" aria-label={m.ev_register_form()}>
      {Object.keys(prefilled).length ? (
        <p className="text-dp-14 text-muted-foreground sm:col-span-2" data-testid="registration-prefilled">
          {m.ev_register_prefilled()}
        </p>
      ) : null}
      {fields.map((f, index) => {
        const id = `reg-${f.name}`
        const common = {
          id,
          name: f.name,
          'aria-invalid': errors[f.name] ? true : undefined,
          'aria-describedby': errors[f.name] ? `${id}-error` : undefined,
          className: cn('h-40 rounded-md border border-border bg-background px-10 text-dp-15', errors[f.name] && 'border-destructive'),
          value: values[f.name] ?? '',
        }
        return (
          <div key={f.name} className="flex flex-col gap-4">
            <label htmlFor={id} className="text-dp-14 font-medium">
              {f.label}
              {f.required ? <span aria-hidden="true"> *</span> : null}
            </label>
            {f.type === 'select' ? (
              <select
                {...common}
                ref={index === 0 ? (el) => void (first.current = el) : undefined}
                onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
              >
                <option value="">{m.ev_choose()}</option>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                ref={index === 0 ? (el) => void (first.current = el) : undefined}
                type={f.type === 'email' ? 'email' : f.type === 'tel' ? 'tel' : 'text'}
                placeholder={f.placeholder}
                onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
              />
            )}
            {errors[f.name] ? (
              <p id={`${id}-error`} className="text-dp-13 text-destructive">
                {errors[f.name]}
              </p>
            ) : null}
          </div>
        )
      })}
      {serverError ? (
        <p role="alert" className="text-dp-14 text-destructive sm:col-span-2">
          {serverError}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={register.isPending}>
          {m.ev_register_submit()}
        </Button>
      </div>
    </form>
  )
}

function verificationText(status: string | null, reason: string): string {
  if (status === 'verified') return m.ev_verified()
  if (status === 'rejected') return m.ev_rejected({ reason })
  if (status === 'submitted') return m.ev_waiting_verification()
  return m.ev_no_profile()
}

function ViewerPanel({ actId, viewer, ended }: { actId: number; viewer: Viewer; ended: boolean }) {
  const status = useQuery(eventStatusQuery(viewer.userId, actId))
  const buyerLike = status.data ? status.data.role === 'buyer' || status.data.role === null : false
  const askForm = buyerLike && !status.data?.registered && !ended
  // A buyer with a profile finds the registration filled in from it.
  const profile = useQuery({ ...buyerProfileQuery(viewer.userId), enabled: askForm })
  const info = useUserInfo()
  if (!status.data || (askForm && profile.isPending)) return <p className="text-dp-14 text-muted-foreground">{m.ev_loading()}</p>
  const s = status.data
  const known: KnownBuyer | undefined =
    profile.data || info
      ? {
          company: profile.data?.company ?? info?.company,
          contact_name: profile.data?.contact_name ?? info?.name,
          member_categories: profile.data?.member_categories,
          mobile: info?.mobile,
          email: info?.email,
        }
      : undefined
  return (
    <div className="flex flex-col gap-16">
      {buyerLike ? (
        <>
          <p className="text-dp-15" data-testid="verification-state">
            {verificationText(s.verification, s.reason)}{' '}
            {s.verification !== 'verified' ? (
              <Link to="/buyer" className="text-primary underline">
                {m.ev_buyer_form_link()}
              </Link>
            ) : null}
          </p>
          {s.registered ? (
            <p role="status" className="text-dp-15 font-medium text-primary" data-testid="registered">
              {m.ev_registered()}
            </p>
          ) : null}
          {s.registered && s.join_url && !ended ? (
            <div className="flex flex-wrap items-center gap-12" data-testid="join-online">
              <p className="text-dp-14">{m.events_join_lead()}</p>
              <Button asChild>
                <a href={s.join_url} target="_blank" rel="noopener noreferrer">
                  {m.events_join_online()}
                </a>
              </Button>
            </div>
          ) : null}
          {s.registered ? null : ended ? (
            <p className="text-dp-15">{m.ev_ended_no_registration()}</p>
          ) : (
            <div id="register" className="flex flex-col gap-8">
              <p className="text-dp-15">{m.ev_register_lead()}</p>
              <RegistrationForm actId={actId} known={known} focusFirst={new URLSearchParams(window.location.search).has('register')} />
            </div>
          )}
        </>
      ) : null}
      {s.meeting_count > 0 ? <MeetingList viewer={viewer} actId={actId} /> : null}
    </div>
  )
}

/**
 * The personal part of an activity page, after hydration: log in to register (a QR login from
 * here is WeChat type 2, landing back on this page), the registration form, the verification
 * state and the viewer's meetings here. `children` are the matching panels (wishes, answers).
 */
export function EventActions({
  actId,
  ended,
  children,
}: {
  actId: number
  ended: boolean
  children?: (viewer: Viewer) => React.ReactNode
}) {
  const hydrated = useHydrated()
  const viewer = useViewer()
  if (!hydrated) return null
  return (
    <Card className="gap-16" aria-live="polite">
      <CardTitle>{m.ev_take_part()}</CardTitle>
      {viewer ? (
        <>
          <ViewerPanel actId={actId} viewer={viewer} ended={ended} />
          {children?.(viewer)}
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-12">
          <p className="text-dp-15">{m.ev_login_to_register()}</p>
          <Button asChild>
            <Link to="/login" search={{ activity_id: actId, redirect: `/exhibitionDetail?id=${actId}&register=1` } as never}>
              {m.ev_login_register_button()}
            </Link>
          </Button>
        </div>
      )}
    </Card>
  )
}
