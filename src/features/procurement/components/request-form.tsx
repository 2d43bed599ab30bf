import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { useId, useRef, useState } from 'react'
import { usePostRequestMutation, useUploadAttachmentMutation } from '../api/queries'
import { emptyRequest, fieldLabel, toCents, validateRequest, type FormErrors, type RequestForm } from '../utils/request-form'
import type { OutputOf } from '@/api/contract/define'
import type { formPostBefore } from '@/api/contract/bulk'
import { BULK_MAX_ATTACHMENTS, INCOTERMS } from '@/api/contract/catalogue-constants'
import { failureMessage } from '@/api/client/pipeline'
import { Button } from '@/components/ui/button'
import { isLoggedIn, useUserInfo } from '@/lib/user-info'
import { m } from '@/paraglide/messages'

const control =
  'h-40 min-h-[36px] w-full rounded-md border border-border bg-background px-12 text-dp-15 outline-none focus-visible:ring-3 focus-visible:ring-ring/50 aria-invalid:border-destructive'

type ControlProps = { id: string; name: string; 'aria-invalid': boolean; 'aria-describedby'?: string; 'aria-required'?: true }

function Field({
  name,
  error,
  required = false,
  className,
  children,
}: {
  name: keyof RequestForm
  error?: string
  required?: boolean
  className?: string
  children: (props: ControlProps) => React.ReactNode
}) {
  const id = useId()
  return (
    <div className={`flex flex-col gap-4 ${className ?? ''}`}>
      <label htmlFor={id} className="text-dp-14 font-medium">
        {fieldLabel[name]()}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        name,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? `${id}-error` : undefined,
        'aria-required': required || undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="text-dp-13 text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}

type Attachment = { id: number; filename: string }

/** /large/reportForm: a bulk procurement request (Bulk/formPostBefore, Bulk/formPost), ending with a confirmation. */
export function RequestFormView({ options, product }: { options: OutputOf<typeof formPostBefore>; product?: string }) {
  const user = useUserInfo()
  const loggedIn = isLoggedIn(user)
  const [form, setForm] = useState<RequestForm>(() => ({
    ...emptyRequest(),
    product_name: product ?? '',
    company: user?.company ?? '',
    contact_name: user?.name ?? '',
  }))
  const [errors, setErrors] = useState<FormErrors>({})
  const [attachments, setAttachments] = useState<Array<Attachment>>([])
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState<number | null>(null)
  const post = usePostRequestMutation()
  const upload = useUploadAttachmentMutation()
  const summaryRef = useRef<HTMLDivElement>(null)
  const set = (name: keyof RequestForm) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setForm((f) => ({ ...f, [name]: event.target.value }))

  if (sent !== null) {
    return (
      <section
        role="status"
        className="flex flex-col items-start gap-12 rounded-lg border border-border bg-muted/40 p-24"
        data-testid="bulk-sent"
      >
        <h2 className="text-dp-22 font-semibold text-brand-ink">{m.bulk_done_title()}</h2>
        <p className="text-dp-15">{m.bulk_done_body({ id: String(sent) })}</p>
        <div className="flex flex-wrap gap-8">
          <Button asChild>
            <Link to="/large/procurement">{m.bulk_done_list()}</Link>
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setForm({
                ...emptyRequest(),
                company: form.company,
                contact_name: form.contact_name,
                contact_phone: form.contact_phone,
                email: form.email,
              })
              setAttachments([])
              setSent(null)
            }}
          >
            {m.bulk_done_another()}
          </Button>
        </div>
      </section>
    )
  }

  async function onFiles(files: FileList | null) {
    setFailure(null)
    for (const file of Array.from(files ?? []).slice(0, BULK_MAX_ATTACHMENTS - attachments.length)) {
      try {
        const done = await upload.mutateAsync({ file })
        setAttachments((list) => [...list, { id: done.id, filename: done.filename }])
      } catch (error) {
        setFailure(failureMessage(error))
      }
    }
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    setFailure(null)
    const found = validateRequest(form, options.max_deadline_days)
    setErrors(found)
    if (Object.keys(found).length) {
      summaryRef.current?.focus()
      return
    }
    try {
      const done = await post.mutateAsync({
        product_name: form.product_name,
        spec: form.spec,
        category_id: Number(form.category_id),
        quantity: Number(form.quantity),
        unit: form.unit as never,
        target_price: toCents(form.target_price),
        destination_country: form.destination_country,
        origin_country: form.origin_country || undefined,
        incoterm: (form.incoterm || undefined) as never,
        deadline: form.deadline,
        note: form.note,
        company: form.company,
        contact_name: form.contact_name,
        contact_phone: form.contact_phone,
        email: form.email,
        attachment_ids: attachments.map((a) => a.id),
      })
      setSent(done.id)
      window.scrollTo({ top: 0 })
    } catch (error) {
      setFailure(failureMessage(error))
    }
  }

  const errorCount = Object.keys(errors).length
  const err = (name: keyof RequestForm) => errors[name]
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-24" data-testid="bulk-form">
      <div ref={summaryRef} tabIndex={-1} className="outline-none">
        {errorCount || failure ? (
          <div role="alert" className="rounded-md border border-destructive/50 bg-destructive/5 p-12 text-dp-14 text-destructive">
            {errorCount ? <p>{m.bulk_err_summary({ count: String(errorCount) })}</p> : null}
            {failure ? <p>{failure}</p> : null}
          </div>
        ) : null}
      </div>

      <fieldset className="grid gap-16 md:grid-cols-2">
        <legend className="mb-8 text-dp-18 font-semibold">{m.bulk_section_product()}</legend>
        <Field name="product_name" error={err('product_name')} required>
          {(p) => <input {...p} className={control} value={form.product_name} onChange={set('product_name')} maxLength={200} />}
        </Field>
        <Field name="category_id" error={err('category_id')} required>
          {(p) => (
            <select {...p} className={control} value={form.category_id} onChange={set('category_id')}>
              <option value="">{m.bulk_choose()}</option>
              {options.categories.map((top) => (
                <optgroup key={top.id} label={top.name}>
                  {top.children.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <Field name="spec" error={err('spec')} className="md:col-span-2">
          {(p) => (
            <textarea
              {...p}
              className={`${control} h-auto min-h-80 py-8`}
              rows={3}
              value={form.spec}
              onChange={set('spec')}
              maxLength={1000}
            />
          )}
        </Field>
        <div className="grid grid-cols-[2fr_1fr] gap-8">
          <Field name="quantity" error={err('quantity')} required>
            {(p) => <input {...p} className={control} inputMode="numeric" value={form.quantity} onChange={set('quantity')} />}
          </Field>
          <Field name="unit">
            {(p) => (
              <select {...p} className={control} value={form.unit} onChange={set('unit')}>
                {options.units.map((u) => (
                  <option key={u.value} value={u.value}>
                    {u.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field name="target_price" error={err('target_price')}>
          {(p) => <input {...p} className={control} inputMode="decimal" value={form.target_price} onChange={set('target_price')} />}
        </Field>
      </fieldset>

      <fieldset className="grid gap-16 md:grid-cols-2">
        <legend className="mb-8 text-dp-18 font-semibold">{m.bulk_section_delivery()}</legend>
        <Field name="destination_country" error={err('destination_country')} required>
          {(p) => (
            <select {...p} className={control} value={form.destination_country} onChange={set('destination_country')}>
              {options.countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="origin_country" error={err('origin_country')}>
          {(p) => (
            <select {...p} className={control} value={form.origin_country} onChange={set('origin_country')}>
              <option value="">{m.bulk_no_preference()}</option>
              {options.countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="incoterm" error={err('incoterm')}>
          {(p) => (
            <select {...p} className={control} value={form.incoterm} onChange={set('incoterm')}>
              <option value="">{m.bulk_no_preference()}</option>
              {INCOTERMS.map((term) => (
                <option key={term} value={term}>
                  {term}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="deadline" error={err('deadline')} required>
          {(p) => <input {...p} type="date" className={control} value={form.deadline} onChange={set('deadline')} />}
        </Field>
        <Field name="note" error={err('note')} className="md:col-span-2">
          {(p) => (
            <textarea
              {...p}
              className={`${control} h-auto min-h-80 py-8`}
              rows={3}
              value={form.note}
              onChange={set('note')}
              maxLength={2000}
            />
          )}
        </Field>
        <div className="flex flex-col gap-8 md:col-span-2">
          {loggedIn ? (
            <>
              <label className="text-dp-14 font-medium" htmlFor="bulk-attachments">
                {m.bulk_field_attachments()}
              </label>
              <input
                id="bulk-attachments"
                type="file"
                multiple
                accept="application/pdf,image/jpeg,image/png,image/webp"
                disabled={attachments.length >= BULK_MAX_ATTACHMENTS || upload.isPending}
                onChange={(event) => {
                  void onFiles(event.target.files)
                  event.target.value = ''
                }}
                className="text-dp-14"
              />
              {upload.isPending ? <p className="text-dp-13 text-muted-foreground">{m.bulk_attach_uploading()}</p> : null}
              {attachments.length ? (
                <ul className="flex flex-wrap gap-8" data-testid="bulk-attachments">
                  {attachments.map((a) => (
                    <li key={a.id} className="flex items-center gap-4 rounded-md border border-border px-8 py-4 text-dp-13">
                      {a.filename}
                      <button
                        type="button"
                        className="min-h-[24px] min-w-[24px] text-muted-foreground hover:text-destructive"
                        aria-label={m.bulk_attach_remove({ name: a.filename })}
                        onClick={() => setAttachments((list) => list.filter((x) => x.id !== a.id))}
                      >
                        ×
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : (
            <p className="text-dp-14 text-muted-foreground">
              <Link to="/login" className="text-primary underline">
                {m.bulk_attach_login()}
              </Link>
            </p>
          )}
        </div>
      </fieldset>

      <fieldset className="grid gap-16 md:grid-cols-2">
        <legend className="mb-8 text-dp-18 font-semibold">{m.bulk_section_contact()}</legend>
        <Field name="company" error={err('company')} required>
          {(p) => (
            <input {...p} className={control} autoComplete="organization" value={form.company} onChange={set('company')} maxLength={200} />
          )}
        </Field>
        <Field name="contact_name" error={err('contact_name')} required>
          {(p) => (
            <input
              {...p}
              className={control}
              autoComplete="name"
              value={form.contact_name}
              onChange={set('contact_name')}
              maxLength={100}
            />
          )}
        </Field>
        <Field name="contact_phone" error={err('contact_phone')} required>
          {(p) => (
            <input {...p} type="tel" className={control} autoComplete="tel" value={form.contact_phone} onChange={set('contact_phone')} />
          )}
        </Field>
        <Field name="email" error={err('email')}>
          {(p) => <input {...p} type="email" className={control} autoComplete="email" value={form.email} onChange={set('email')} />}
        </Field>
      </fieldset>

      <div>
        <Button type="submit" size="lg" disabled={post.isPending || upload.isPending}>
          {post.isPending ? m.bulk_submitting() : m.bulk_submit()}
        </Button>
      </div>
    </form>
  )
}
