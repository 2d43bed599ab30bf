import { Link, useHydrated, useNavigate, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import type * as React from 'react'
import { Button, buttonVariants } from '@/components/ui/button'
import { isMobilePath } from '@/lib/device'
import { useViewer } from '@/lib/use-viewer'
import { cn } from '@/lib/utils'
import { Modal, modalControl } from './modal'
import { m } from '@/paraglide/messages'

/** How a feature sends the message: its own `useContactSupplierMutation()`, called with the typed body. */
export type ContactSend = (body: string, done: { onSuccess: (inquiryId: number) => void; onError: (error: unknown) => void }) => void

/**
 * "Contact supplier": a message to a brand without the cart (ADR 115). Signed in, it opens a
 * dialog for the message and then the thread (`/inquiries?id=`), new or reused; anonymous, it is a
 * link to the login page that comes back here. The brand's own accounts see nothing.
 */
export function ContactSupplier({
  brandId,
  brandName,
  about,
  send,
  pending,
  failure,
  variant = 'outline',
  className,
  label = m.contact_supplier(),
}: {
  brandId: number
  brandName: string
  /** What the thread is about, shown in the dialog (a product's name, a bulk request's number). */
  about?: string
  send: ContactSend
  pending: boolean
  failure: (error: unknown) => string
  variant?: 'outline' | 'default'
  className?: string
  label?: string
}) {
  const hydrated = useHydrated()
  const viewer = useViewer()
  const location = useRouterState({ select: (s) => s.location })
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  if (viewer?.brandId === brandId) return null
  if (!hydrated || !viewer) {
    const loginPage = isMobilePath(location.pathname) ? '/mobile/login' : '/login'
    return (
      <Link
        to={loginPage}
        search={{ redirect: `${location.pathname}${location.searchStr}` }}
        className={cn(buttonVariants({ variant }), className)}
        data-testid="contact-supplier-login"
      >
        {label}
      </Link>
    )
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    if (!body.trim()) {
      setError(m.contact_body_required())
      return
    }
    send(body.trim(), {
      onSuccess: (inquiryId) => {
        setOpen(false)
        setBody('')
        void navigate({ to: '/inquiries', search: { id: inquiryId } })
      },
      onError: (e) => setError(failure(e)),
    })
  }
  return (
    <>
      <Button type="button" variant={variant} className={className} onClick={() => setOpen(true)} data-testid="contact-supplier">
        {label}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={m.contact_title({ brand: brandName })} testId="contact-dialog">
        <form onSubmit={submit} className="flex flex-col gap-12">
          {about ? <p className="text-dp-14 text-muted-foreground">{m.contact_about({ about })}</p> : null}
          <div className="flex flex-col gap-4">
            <label htmlFor="contact-body" className="text-dp-13 font-medium">
              {m.contact_body()}
            </label>
            <textarea
              id="contact-body"
              rows={5}
              maxLength={2000}
              className={modalControl}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'contact-error' : undefined}
            />
          </div>
          <p className="text-dp-13 text-muted-foreground">{m.contact_lead()}</p>
          {error ? (
            <p id="contact-error" role="alert" className="text-dp-14 text-destructive" data-testid="contact-error">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-8">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {m.decision_cancel()}
            </Button>
            <Button type="submit" disabled={pending} data-testid="contact-send">
              {pending ? m.contact_sending() : m.contact_send()}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  )
}
