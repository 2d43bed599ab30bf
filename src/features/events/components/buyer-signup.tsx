import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useHydrated } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import {
  buyerProfileQuery,
  companyNamesQuery,
  countriesQuery,
  memberCategoriesQuery,
  topCategoriesQuery,
  useBuyerFormMutation,
} from '../api/queries'
import { useViewer } from '@/lib/use-viewer'
import { useUserInfo } from '@/lib/user-info'
import { failureMessage } from '@/api/client/pipeline'
import type { OutputOf } from '@/api/contract/define'
import type { myBuyerProfile } from '@/api/contract/events'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

type Values = {
  company: string
  contact_name: string
  mobile: string
  email: string
  country_code: string
  member_category_ids: Array<number>
  interest_category_ids: Array<number>
  origin_countries: Array<string>
  annual_volume: string
  note: string
}

const empty: Values = {
  company: '',
  contact_name: '',
  mobile: '',
  email: '',
  country_code: 'CN',
  member_category_ids: [],
  interest_category_ids: [],
  origin_countries: [],
  annual_volume: '',
  note: '',
}

/** Field checks of the buyer form (the contract's rules), messages in the page's language. */
export function buyerFormErrors(v: Values): Partial<Record<keyof Values, string>> {
  const e: Partial<Record<keyof Values, string>> = {}
  if (!v.company.trim()) e.company = m.ev_field_required({ field: m.ev_bf_company() })
  if (!v.contact_name.trim()) e.contact_name = m.ev_field_required({ field: m.ev_bf_contact() })
  if (!/^\+?\d{6,20}$/.test(v.mobile.replace(/[\s-]/g, ''))) e.mobile = m.ev_field_phone({ field: m.ev_bf_mobile() })
  if (v.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) e.email = m.ev_field_email({ field: m.ev_bf_email() })
  if (v.member_category_ids.length < 1 || v.member_category_ids.length > 5) e.member_category_ids = m.ev_bf_members_range()
  return e
}

function Checkboxes<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  error,
  id,
}: {
  legend: string
  options: Array<{ value: T; label: string }>
  value: Array<T>
  onChange: (next: Array<T>) => void
  error?: string
  id: string
}) {
  return (
    <fieldset className="flex flex-col gap-6" aria-describedby={error ? `${id}-error` : undefined} id={id} tabIndex={-1}>
      <legend className="mb-4 text-dp-14 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-6">
        {options.map((o) => {
          const checked = value.includes(o.value)
          return (
            <label
              key={String(o.value)}
              className={cn(
                'flex cursor-pointer items-center gap-6 rounded-full border px-10 py-4 text-dp-13',
                checked ? 'border-primary bg-primary/10' : 'border-border',
              )}
            >
              <input
                type="checkbox"
                checked={checked}
                onChange={() => onChange(checked ? value.filter((x) => x !== o.value) : [...value, o.value])}
              />
              {o.label}
            </label>
          )
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-dp-13 text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

type Profile = NonNullable<OutputOf<typeof myBuyerProfile>>

/** The form's values from a profile on file, for changing it (the phone and e-mail are the account's). */
function fromProfile(p: Profile, account: { mobile?: string; email?: string } | null): Values {
  return {
    ...empty,
    company: p.company,
    contact_name: p.contact_name,
    mobile: account?.mobile ?? '',
    email: account?.email ?? '',
    country_code: p.country_code || 'CN',
    member_category_ids: p.member_categories.map((c) => c.id),
    interest_category_ids: p.interests.categories.map((c) => c.id),
    origin_countries: p.interests.origin_countries.map((c) => c.code),
    annual_volume: p.interests.volume,
  }
}

function ProfileStatus({ profile: p, onEdit }: { profile: Profile; onEdit: (() => void) | undefined }) {
  return (
    <Card className="gap-8" data-testid="buyer-profile">
      <CardTitle>{m.ev_bf_your_profile()}</CardTitle>
      <p className="flex flex-wrap items-center gap-8 text-dp-15">
        {p.company}
        <Badge variant={p.status === 'verified' ? 'default' : 'outline'} data-testid="profile-status">
          {p.status === 'verified' ? m.mt_buyer_verified() : p.status === 'rejected' ? m.mt_buyer_rejected() : m.mt_buyer_unverified()}
        </Badge>
      </p>
      {p.status === 'rejected' ? <p className="text-dp-14 text-destructive">{m.ev_rejected({ reason: p.reason })}</p> : null}
      <p className="text-dp-13 text-muted-foreground">
        {[...p.interests.categories.map((c) => c.name), ...p.interests.origin_countries.map((c) => c.name), p.interests.volume]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <div className="flex flex-wrap items-center gap-12">
        <Link to="/exhibitionList" search={{ state: 'upcoming' }} className="text-dp-14 text-primary underline">
          {m.ev_bf_find_activity()}
        </Link>
        {onEdit ? (
          <Button size="sm" variant="outline" onClick={onEdit} data-testid="buyer-profile-edit">
            {m.ev_bf_edit()}
          </Button>
        ) : null}
      </div>
      {onEdit && p.status === 'verified' ? <p className="text-dp-13 text-muted-foreground">{m.ev_bf_edit_hint()}</p> : null}
    </Card>
  )
}

/**
 * Buyer sign-up (/buyer): company (with autocomplete), contact, member categories, sourcing
 * interests (categories, origin countries, volume); posted with Buyers/pcForm2Post. A logged-in
 * sender's profile goes to the organisers' verification queue; its state shows above the form.
 */
export function BuyerSignup() {
  const hydrated = useHydrated()
  const viewer = useViewer()
  // Public choices, loaded by the route's loader (in the first HTML).
  const members = useSuspenseQuery(memberCategoriesQuery())
  const categories = useSuspenseQuery(topCategoriesQuery())
  const countries = useSuspenseQuery(countriesQuery())
  const post = useBuyerFormMutation()
  const profile = useQuery({ ...buyerProfileQuery(viewer?.userId ?? 0), enabled: hydrated && viewer !== null })
  const account = useUserInfo()
  // A buyer with a profile on file (not rejected) sees it, and opens the form only to change it.
  const [editing, setEditing] = useState(false)
  const [values, setValues] = useState<Values>(empty)
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({})
  const [result, setResult] = useState<{ kind: 'ok' | 'error'; text: string }>()
  // The typed name, 250 ms after the last key: what the suggestions are asked for.
  const [keyword, setKeyword] = useState('')
  const suggestions = useQuery(companyNamesQuery(keyword)).data?.list ?? []
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }))

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(values.company.trim()), 250)
    return () => clearTimeout(timer)
  }, [values.company])

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const found = buyerFormErrors(values)
    setErrors(found)
    setResult(undefined)
    const first = (Object.keys(found) as Array<keyof Values>)[0]
    if (first) {
      document.getElementById(`bf-${first}`)?.focus()
      return
    }
    post.mutate(
      { ...values, mobile: values.mobile.replace(/[\s-]/g, ''), email: values.email.trim() },
      {
        onSuccess: () => {
          setResult({ kind: 'ok', text: viewer ? m.ev_bf_sent_queue() : m.ev_bf_sent_anonymous() })
          setEditing(false)
        },
        onError: (error) => setResult({ kind: 'error', text: failureMessage(error) }),
      },
    )
  }

  const input = (key: 'company' | 'contact_name' | 'mobile' | 'email' | 'annual_volume', label: string, type = 'text', required = true) => (
    <div className="flex flex-col gap-4">
      <label htmlFor={`bf-${key}`} className="text-dp-14 font-medium">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={`bf-${key}`}
        type={type}
        value={values[key]}
        list={key === 'company' ? 'bf-company-options' : undefined}
        autoComplete={key === 'company' ? 'organization' : key === 'email' ? 'email' : key === 'mobile' ? 'tel' : 'off'}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `bf-${key}-error` : undefined}
        onChange={(e) => set(key, e.target.value)}
        className={cn('h-40 rounded-md border border-border bg-background px-10 text-dp-15', errors[key] && 'border-destructive')}
      />
      {errors[key] ? (
        <p id={`bf-${key}-error`} className="text-dp-13 text-destructive">
          {errors[key]}
        </p>
      ) : null}
    </div>
  )

  const onFile = hydrated && viewer ? profile.data : undefined
  const showForm = !onFile || onFile.status === 'rejected' || editing
  const edit = () => {
    if (onFile) setValues(fromProfile(onFile, account))
    setEditing(true)
  }
  if (hydrated && viewer && profile.isPending) return <p className="text-dp-14 text-muted-foreground">{m.ev_loading()}</p>
  return (
    <div className="flex flex-col gap-20">
      {onFile ? <ProfileStatus profile={onFile} onEdit={editing ? undefined : edit} /> : null}
      {/* Outside the form: a sent form closes once the profile is on file, the answer stays. */}
      {result ? (
        <p
          role={result.kind === 'error' ? 'alert' : 'status'}
          className={cn('text-dp-15', result.kind === 'error' ? 'text-destructive' : 'text-primary')}
          data-testid="buyer-form-result"
        >
          {result.text}
        </p>
      ) : null}
      {/* The login hint's line is kept from the first paint (hidden until the browser knows who is
          there), so the form does not move down when a visitor's page hydrates. */}
      {!viewer ? (
        <p className={cn('text-dp-15', !hydrated && 'invisible')} aria-hidden={hydrated ? undefined : true}>
          {m.ev_bf_login_hint()}{' '}
          <Link to="/login" search={{ redirect: '/buyer' } as never} className="text-primary underline">
            {m.ev_bf_login()}
          </Link>
        </p>
      ) : null}
      {showForm ? (
        <form noValidate onSubmit={submit} className="flex flex-col gap-16" aria-label={m.ev_bf_form()}>
          <div className="grid gap-12 sm:grid-cols-2">
            {input('company', m.ev_bf_company())}
            <datalist id="bf-company-options">
              {suggestions.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </datalist>
            {input('contact_name', m.ev_bf_contact())}
            {input('mobile', m.ev_bf_mobile(), 'tel')}
            {input('email', m.ev_bf_email(), 'email', false)}
            <div className="flex flex-col gap-4">
              <label htmlFor="bf-country_code" className="text-dp-14 font-medium">
                {m.ev_bf_country()}
              </label>
              <select
                id="bf-country_code"
                value={values.country_code}
                onChange={(e) => set('country_code', e.target.value)}
                className="h-40 rounded-md border border-border bg-background px-8 text-dp-15"
              >
                <option value="CN">{m.ev_bf_china()}</option>
                {countries.data.list
                  .filter((c) => c.code !== 'CN')
                  .map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
              </select>
            </div>
            {input('annual_volume', m.ev_bf_volume(), 'text', false)}
          </div>
          <Checkboxes
            id="bf-member_category_ids"
            legend={m.ev_bf_members()}
            options={members.data.list.map((c) => ({ value: c.id, label: c.name }))}
            value={values.member_category_ids}
            onChange={(v) => set('member_category_ids', v)}
            error={errors.member_category_ids}
          />
          <Checkboxes
            id="bf-interest_category_ids"
            legend={m.ev_bf_interest_categories()}
            options={categories.data.list.map((c) => ({ value: c.id, label: c.name }))}
            value={values.interest_category_ids}
            onChange={(v) => set('interest_category_ids', v)}
          />
          <Checkboxes
            id="bf-origin_countries"
            legend={m.ev_bf_origins()}
            options={countries.data.list.filter((c) => c.code !== 'CN').map((c) => ({ value: c.code, label: c.name }))}
            value={values.origin_countries}
            onChange={(v) => set('origin_countries', v)}
          />
          <div>
            <Button type="submit" disabled={post.isPending}>
              {m.ev_bf_submit()}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  )
}
