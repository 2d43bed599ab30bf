import { useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useSetRoleMutation } from '../api/queries'
import { useIsMobileVariant } from '../hooks/use-complete-login'
import { afterLoginPath } from '../utils/redirect'
import { mergeAccount, userInfoStore, useUserInfo } from '@/lib/user-info'
import { FormMessage } from './form-controls'
import { ApiRequestError } from '@/api/client/request'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

type Role = 'buyer' | 'brand'

const roles: Array<{ value: Role; title: () => string; text: () => string; points: Array<() => string> }> = [
  {
    value: 'buyer',
    title: () => m.role_buyer_title(),
    text: () => m.role_buyer_text(),
    points: [() => m.role_buyer_point_1(), () => m.role_buyer_point_2()],
  },
  {
    value: 'brand',
    title: () => m.role_brand_title(),
    text: () => m.role_brand_text(),
    points: [() => m.role_brand_point_1(), () => m.role_brand_point_2()],
  },
]

/** /loginRole: a new account chooses buyer or brand supplier, then registers its company. */
export function RoleChooser({ redirect }: { redirect?: string }) {
  const info = useUserInfo()
  const router = useRouter()
  const mobile = useIsMobileVariant()
  const current = info?.role === 'buyer' || info?.role === 'brand' ? info.role : undefined
  const [choice, setChoice] = useState<Role | undefined>(current)
  const [error, setError] = useState<string | null>(null)
  const setRole = useSetRoleMutation()
  // Still busy after a success: the page is leaving.
  const submitting = setRole.isPending || setRole.isSuccess
  const shown = error ?? (setRole.error ? (setRole.error instanceof ApiRequestError ? setRole.error.message : m.api_error_unknown()) : null)

  function submit(event: FormEvent) {
    event.preventDefault()
    setRole.reset()
    if (!choice) {
      setError(m.role_required())
      document.getElementById(`role-${roles[0]!.value}`)?.focus()
      return
    }
    setError(null)
    setRole.mutate(
      { role: choice },
      {
        onSuccess: (account) => {
          userInfoStore.set(mergeAccount(userInfoStore.get(), account))
          const registerPage = mobile ? '/mobile/login/registerHome' : '/login/registerHome'
          const query = new URLSearchParams({ role: choice, redirect: afterLoginPath(redirect, mobile) })
          void router.navigate({ href: `${registerPage}?${query.toString()}` })
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-20">
      <fieldset className="flex flex-col gap-12">
        <legend className="mb-8 text-dp-16 font-medium">{m.role_legend()}</legend>
        <div className={cn('grid gap-16', mobile ? 'grid-cols-1' : 'md:grid-cols-2')}>
          {roles.map((role) => (
            <label
              key={role.value}
              htmlFor={`role-${role.value}`}
              aria-label={role.title()}
              className={cn(
                'flex cursor-pointer gap-12 rounded-xl border-2 border-border bg-card p-20 transition-colors',
                'hover:border-primary/60 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/50',
                choice === role.value && 'border-primary bg-primary/5',
              )}
            >
              <input
                id={`role-${role.value}`}
                type="radio"
                name="role"
                value={role.value}
                checked={choice === role.value}
                onChange={() => setChoice(role.value)}
                aria-describedby={`role-${role.value}-text`}
                className="mt-4 size-18 accent-primary"
              />
              <span className="flex flex-col gap-6">
                <span className="text-dp-18 font-semibold text-brand-ink">{role.title()}</span>
                <span id={`role-${role.value}-text`} className="text-dp-14 text-muted-foreground">
                  {role.text()}
                </span>
                <ul className="mt-4 flex list-disc flex-col gap-4 pl-18 text-dp-14">
                  {role.points.map((point) => (
                    <li key={point()}>{point()}</li>
                  ))}
                </ul>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {current ? (
        <p className="text-dp-14 text-muted-foreground">
          {m.role_current({ role: current === 'buyer' ? m.role_buyer_title() : m.role_brand_title() })}
        </p>
      ) : null}
      {shown ? <FormMessage kind="error">{shown}</FormMessage> : null}
      <Button type="submit" size="lg" className="self-start" disabled={submitting}>
        {m.role_continue()}
      </Button>
    </form>
  )
}
