import { useQuery } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { registrationBrandOptionsQuery, registrationCountriesQuery, useRegisterMutation } from '../api/queries'
import { useIsMobileVariant } from '../hooks/use-complete-login'
import type { FieldErrors } from '../utils/form-errors'
import { afterLoginPath } from '../utils/redirect'
import { mergeAccount, userInfoStore, useUserInfo } from '@/lib/user-info'
import { FormMessage, SelectField, TextAreaField, TextField, checkForm } from './form-controls'
import { register as registerEntry } from '@/api/contract/login'
import { ApiRequestError } from '@/api/client/request'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'
import { m } from '@/paraglide/messages'

type Role = 'buyer' | 'brand'
type Field = 'name' | 'company' | 'country_code' | 'email' | 'brand_name_zh' | 'category_id' | 'intro'
const order: ReadonlyArray<Field> = ['name', 'company', 'country_code', 'email', 'brand_name_zh', 'category_id', 'intro']

const fields = {
  name: { label: () => m.register_field_name() },
  company: { label: () => m.register_field_company() },
  country_code: { label: () => m.register_field_country() },
  email: { label: () => m.login_field_email(), format: () => m.login_error_email_format() },
  brand_name_zh: { label: () => m.register_field_brand_name_zh() },
  category_id: { label: () => m.register_field_category() },
  intro: { label: () => m.register_field_intro() },
}

/** /login/registerHome: company details for a buyer or a brand supplier (a brand gets a brand_id). */
export function RegisterForm({ role: requestedRole, redirect }: { role?: Role; redirect?: string }) {
  const info = useUserInfo()
  const router = useRouter()
  const mobile = useIsMobileVariant()
  const storedRole = info?.role === 'buyer' || info?.role === 'brand' ? info.role : undefined
  const role = requestedRole ?? storedRole
  const [values, setValues] = useState<Record<Field, string>>({
    name: typeof info?.name === 'string' ? info.name : '',
    company: typeof info?.company === 'string' ? info.company : '',
    country_code: '',
    email: typeof info?.email === 'string' ? info.email : '',
    brand_name_zh: '',
    category_id: '',
    intro: '',
  })
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const register = useRegisterMutation()
  // Still busy after a success: the page is leaving.
  const submitting = register.isPending || register.isSuccess
  const message = register.error ? (register.error instanceof ApiRequestError ? register.error.message : m.api_error_unknown()) : null
  const countries = useQuery(registrationCountriesQuery())
  const options = useQuery({ ...registrationBrandOptionsQuery(), enabled: role === 'brand' })
  const rolePage = mobile ? '/mobile/loginRole' : '/loginRole'

  if (!role) {
    return (
      <div className="flex flex-col items-start gap-12">
        <p className="text-dp-15">{m.register_choose_role_first()}</p>
        <Button asChild>
          <Link to={rolePage} search={redirect ? { redirect } : {}}>
            {m.page_loginRole_title()}
          </Link>
        </Button>
      </div>
    )
  }

  const id = (name: Field) => `register-${name}`
  const set = (name: Field) => (event: { target: { value: string } }) => setValues((prev) => ({ ...prev, [name]: event.target.value }))

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!role) return
    register.reset()
    const input: Record<string, unknown> = {
      role,
      name: values.name,
      company: values.company,
      country_code: values.country_code,
      email: values.email,
    }
    if (role === 'brand') {
      if (values.brand_name_zh.trim()) input.brand_name_zh = values.brand_name_zh
      if (values.category_id) input.category_id = values.category_id
      if (values.intro.trim()) input.intro = values.intro
    }
    const data = checkForm(registerEntry.input, input, fields, { setErrors, fieldId: id, order })
    if (!data) return
    register.mutate(data, {
      onSuccess: (account) => {
        userInfoStore.set(mergeAccount(userInfoStore.get(), account))
        void notify(m.register_done(), { kind: 'success' })
        void router.navigate({ href: afterLoginPath(redirect, mobile) })
      },
    })
  }

  const countryOptions = (countries.data?.list ?? []).map((c) => ({ value: c.code, label: c.name }))
  const categoryOptions = (options.data?.categories ?? []).flatMap((c) => [
    { value: String(c.id), label: c.name },
    ...c.children.map((child) => ({ value: String(child.id), label: `${c.name} › ${child.name}` })),
  ])

  return (
    <form noValidate onSubmit={submit} className="flex max-w-720 flex-col gap-16">
      <p className="text-dp-15">
        {m.register_as({ role: role === 'buyer' ? m.role_buyer_title() : m.role_brand_title() })}{' '}
        <Link to={rolePage} search={redirect ? { redirect } : {}} className="text-primary underline-offset-4 hover:underline">
          {m.register_change_role()}
        </Link>
      </p>
      <div className={mobile ? 'flex flex-col gap-16' : 'grid gap-16 md:grid-cols-2'}>
        <TextField
          id={id('name')}
          label={fields.name.label()}
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          id={id('company')}
          label={fields.company.label()}
          autoComplete="organization"
          value={values.company}
          onChange={set('company')}
          error={errors.company}
        />
        <SelectField
          id={id('country_code')}
          label={fields.country_code.label()}
          placeholder={countries.isPending ? m.register_loading_options() : m.register_choose()}
          options={countryOptions}
          value={values.country_code}
          onChange={set('country_code')}
          error={errors.country_code}
        />
        <TextField
          id={id('email')}
          label={m.register_field_email_optional()}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        {role === 'brand' ? (
          <>
            <TextField
              id={id('brand_name_zh')}
              label={fields.brand_name_zh.label()}
              value={values.brand_name_zh}
              onChange={set('brand_name_zh')}
              error={errors.brand_name_zh}
              hint={m.register_hint_brand_name_zh()}
            />
            <SelectField
              id={id('category_id')}
              label={fields.category_id.label()}
              placeholder={options.isPending ? m.register_loading_options() : m.register_choose()}
              options={categoryOptions}
              value={values.category_id}
              onChange={set('category_id')}
              error={errors.category_id}
            />
            <TextAreaField
              id={id('intro')}
              label={fields.intro.label()}
              className="md:col-span-2"
              maxLength={1000}
              value={values.intro}
              onChange={set('intro')}
              error={errors.intro}
            />
          </>
        ) : null}
      </div>
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      <div className="flex flex-wrap items-center gap-12">
        <Button type="submit" size="lg" disabled={submitting}>
          {m.register_submit()}
        </Button>
        <Button type="button" variant="ghost" onClick={() => void router.navigate({ href: afterLoginPath(redirect, mobile) })}>
          {m.register_later()}
        </Button>
      </div>
    </form>
  )
}
