// Sample requests: the buyer asks for a sample of the latest quote (an address and
// an optional note), the thread shows the request with its state, and the brand accepts or
// declines it and adds the tracking once it is sent.
import { useState } from 'react'
import type * as React from 'react'
import * as z from 'zod/mini'
import { failureMessage } from '@/api/client/pipeline'
import type { OutputOf } from '@/api/contract/define'
import type { inquiryThread, requestSample } from '@/api/contract/inquiry'
import { requestSampleEndpoint } from '@/api/client/inquiry.gen'
import { OPEN_SAMPLE_STATES, SAMPLE_LIMITS, type SampleState } from '@/api/contract/order-constants'
import { Modal, modalControl } from '@/components/dialog/modal'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { useAdvanceSampleMutation, useRequestSampleMutation } from '../api/queries'
import { formatMoment } from '../utils/labels'
import { DecisionFooter } from './decision-footer'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

type Thread = OutputOf<typeof inquiryThread>
type Sample = NonNullable<Thread['thread'][number]['sample']>

export function sampleStateLabel(state: SampleState): string {
  switch (state) {
    case 'requested':
      return m.sample_state_requested()
    case 'accepted':
      return m.sample_state_accepted()
    case 'declined':
      return m.sample_state_declined()
    case 'sent':
      return m.sample_state_sent()
  }
}

export function SampleStateBadge({ state }: { state: SampleState }) {
  return (
    <Badge variant={state === 'declined' ? 'outline' : state === 'sent' ? 'default' : 'secondary'} data-testid="sample-state">
      {sampleStateLabel(state)}
    </Badge>
  )
}

/** The inquiry's sample request still waiting on the brand (requested or accepted), if any. */
export function openSample(data: Thread): Sample | null {
  return data.thread.findLast((e) => e.sample && OPEN_SAMPLE_STATES.includes(e.sample.state))?.sample ?? null
}

/** The latest sample request of the inquiry, whatever its state. */
function latestSample(data: Thread): Sample | null {
  return data.thread.findLast((e) => e.sample)?.sample ?? null
}

type FieldName = 'address' | 'note'

/**
 * The contract's own check of the form (its schema loads with the endpoint, not with the page),
 * each refusal naming the field in the page's language.
 */
function checkSampleForm(
  schema: (typeof requestSample)['input'],
  values: Record<string, unknown>,
): { ok: true } | { ok: false; errors: Partial<Record<FieldName, string>> } {
  const parsed = z.safeParse(schema, values)
  if (parsed.success) return { ok: true }
  const labels: Record<FieldName, string> = { address: m.sample_address(), note: m.sample_note() }
  const errors: Partial<Record<FieldName, string>> = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path[0]
    if (key !== 'address' && key !== 'note') continue
    if (errors[key]) continue
    const field = labels[key]
    const value = String(values[key] ?? '').trim()
    errors[key] =
      key === 'address' && !value
        ? m.form_error_required({ field })
        : issue.code === 'too_small'
          ? m.form_error_too_short({ field, min: String(issue.minimum) })
          : issue.code === 'too_big'
            ? m.form_error_too_long({ field, max: String(issue.maximum) })
            : m.form_error_invalid({ field })
  }
  return { ok: false, errors }
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="text-dp-13 text-destructive">
      {text}
    </p>
  ) : null
}

/** The buyer's request: which quoted products (when there are several), where to send them, and a note. */
function SampleRequestForm({ data, onCancel }: { data: Thread; onCancel: () => void }) {
  const request = useRequestSampleMutation()
  const entry = data.thread.find((e) => e.id === data.latest_quote_entry_id)
  const quotes = entry?.quotes ?? []
  const [chosen, setChosen] = useState<ReadonlyArray<number>>(() => quotes.map((q) => q.product_id))
  const [address, setAddress] = useState('')
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [error, setError] = useState<string | null>(null)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    if (!chosen.length) {
      setError(m.sample_need_product())
      return
    }
    const values = {
      inquiry_id: data.inquiry.id,
      quote_entry_id: data.latest_quote_entry_id!,
      product_ids: [...chosen],
      address,
      note,
    }
    void requestSampleEndpoint.load().then((def) => {
      const checked = checkSampleForm(def.input, values)
      setErrors(checked.ok ? {} : checked.errors)
      if (!checked.ok) {
        document.getElementById(checked.errors.address ? 'sample-address' : 'sample-note')?.focus()
        return
      }
      request.mutate(values, { onSuccess: onCancel, onError: (e) => setError(failureMessage(e)) })
    })
  }
  const toggle = (id: number, on: boolean) => setChosen((all) => (on ? [...all, id] : all.filter((x) => x !== id)))
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-12">
      <p className="text-dp-14 text-muted-foreground">{m.sample_lead({ version: entry?.version ?? 1 })}</p>
      {quotes.length > 1 ? (
        <fieldset className="flex flex-col gap-6">
          <legend className="mb-4 text-dp-13 font-medium">{m.sample_products()}</legend>
          {quotes.map((q) => (
            <label key={q.id} className="flex min-h-[32px] items-center gap-8 text-dp-14">
              <input type="checkbox" checked={chosen.includes(q.product_id)} onChange={(e) => toggle(q.product_id, e.target.checked)} />
              {q.product_name}
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="text-dp-14">{m.sample_of({ product: quotes[0]?.product_name ?? '' })}</p>
      )}
      {quotes.some((q) => chosen.includes(q.product_id) && !q.sample_offered) ? (
        <p className="text-dp-13 text-muted-foreground">{m.sample_not_offered()}</p>
      ) : null}
      <div className="flex flex-col gap-4">
        <label htmlFor="sample-address" className="text-dp-13 font-medium">
          {m.sample_address()}
        </label>
        <textarea
          id="sample-address"
          rows={3}
          maxLength={SAMPLE_LIMITS.address}
          required
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={errors.address ? 'sample-address-error' : 'sample-address-hint'}
          className={cn(modalControl, 'aria-invalid:border-destructive')}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
        />
        {errors.address ? null : (
          <p id="sample-address-hint" className="text-dp-13 text-muted-foreground">
            {m.sample_address_hint({ min: SAMPLE_LIMITS.addressMin, max: SAMPLE_LIMITS.address, count: address.trim().length })}
          </p>
        )}
        <FieldError id="sample-address-error" text={errors.address} />
      </div>
      <div className="flex flex-col gap-4">
        <label htmlFor="sample-note" className="text-dp-13 font-medium">
          {m.sample_note()}
        </label>
        <textarea
          id="sample-note"
          rows={2}
          maxLength={SAMPLE_LIMITS.note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? 'sample-note-error' : undefined}
          className={cn(modalControl, 'aria-invalid:border-destructive')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <FieldError id="sample-note-error" text={errors.note} />
      </div>
      <p className="text-dp-13 text-muted-foreground">{m.sample_brand_told()}</p>
      <DecisionFooter error={error} onCancel={onCancel}>
        <Button type="submit" disabled={request.isPending} data-testid="sample-confirm">
          {m.sample_confirm()}
        </Button>
      </DecisionFooter>
    </form>
  )
}

/**
 * Under the latest quote version: the buyer's "Request a sample", or the state of the request
 * already made on this quote (for both sides), so the card says where the sample stands.
 */
export function SampleOnQuote({ data }: { data: Thread }) {
  const [open, setOpen] = useState(false)
  const current = openSample(data) ?? latestSample(data)
  const canRequest = data.side === 'buyer' && data.inquiry.state === 'quoted' && data.latest_quote_entry_id !== null && !openSample(data)
  if (!current && !canRequest) return null
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-8 rounded-md border border-dashed border-border p-10 text-dp-14"
      data-testid="sample-on-quote"
    >
      {current ? (
        <p className="flex flex-wrap items-center gap-6">
          <span>{m.sample_ref({ id: current.id })}</span>
          <SampleStateBadge state={current.state} />
          {current.state === 'sent' && current.tracking_number ? (
            <span className="text-muted-foreground">{[current.carrier, current.tracking_number].filter(Boolean).join(' ')}</span>
          ) : null}
        </p>
      ) : (
        <p className="text-muted-foreground">{m.sample_none_yet()}</p>
      )}
      {canRequest ? (
        <>
          <Button variant="outline" onClick={() => setOpen(true)} data-testid="request-sample">
            {current ? m.sample_request_again() : m.sample_request()}
          </Button>
          <Modal open={open} onClose={() => setOpen(false)} title={m.sample_title()} testId="sample-dialog">
            <SampleRequestForm data={data} onCancel={() => setOpen(false)} />
          </Modal>
        </>
      ) : null}
    </div>
  )
}

function DeclineSampleForm({ sample, onDone }: { sample: Sample; onDone: () => void }) {
  const advance = useAdvanceSampleMutation()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    advance.mutate({ sample_id: sample.id, to: 'declined', reason }, { onSuccess: onDone, onError: (e) => setError(failureMessage(e)) })
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-12">
      <div className="flex flex-col gap-4">
        <label htmlFor="sample-decline-reason" className="text-dp-13 font-medium">
          {m.sample_decline_reason()}
        </label>
        <textarea
          id="sample-decline-reason"
          rows={3}
          maxLength={SAMPLE_LIMITS.reason}
          className={modalControl}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <p className="text-dp-13 text-muted-foreground">{m.sample_buyer_told()}</p>
      <DecisionFooter error={error} onCancel={onDone}>
        <Button type="submit" variant="destructive" disabled={advance.isPending} data-testid="sample-decline-confirm">
          {m.sample_decline_confirm()}
        </Button>
      </DecisionFooter>
    </form>
  )
}

function TrackingForm({ sample, onDone }: { sample: Sample; onDone: () => void }) {
  const advance = useAdvanceSampleMutation()
  const [carrier, setCarrier] = useState('')
  const [number, setNumber] = useState('')
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    if (!number.trim() && !note.trim()) {
      setError(m.sample_tracking_need())
      document.getElementById('sample-tracking-number')?.focus()
      return
    }
    if (!/^[A-Za-z0-9 -]*$/.test(number.trim())) {
      setError(m.sample_tracking_number_format({ field: m.sample_tracking_number() }))
      document.getElementById('sample-tracking-number')?.focus()
      return
    }
    advance.mutate(
      { sample_id: sample.id, to: 'sent', carrier, tracking_number: number, tracking_note: note },
      { onSuccess: onDone, onError: (e) => setError(failureMessage(e)) },
    )
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-12">
      <div className="grid gap-12 sm:grid-cols-2">
        <div className="flex flex-col gap-4">
          <label htmlFor="sample-carrier" className="text-dp-13 font-medium">
            {m.sample_carrier()}
          </label>
          <input
            id="sample-carrier"
            maxLength={SAMPLE_LIMITS.carrier}
            className={modalControl}
            value={carrier}
            onChange={(e) => setCarrier(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-4">
          <label htmlFor="sample-tracking-number" className="text-dp-13 font-medium">
            {m.sample_tracking_number()}
          </label>
          <input
            id="sample-tracking-number"
            maxLength={SAMPLE_LIMITS.trackingNumber}
            autoCapitalize="characters"
            className={modalControl}
            value={number}
            onChange={(e) => setNumber(e.target.value)}
          />
        </div>
      </div>
      <div className="flex flex-col gap-4">
        <label htmlFor="sample-tracking-note" className="text-dp-13 font-medium">
          {m.sample_tracking_note()}
        </label>
        <textarea
          id="sample-tracking-note"
          rows={2}
          maxLength={SAMPLE_LIMITS.trackingNote}
          className={modalControl}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <p className="text-dp-13 text-muted-foreground">{m.sample_buyer_told()}</p>
      <DecisionFooter error={error} onCancel={onDone}>
        <Button type="submit" disabled={advance.isPending} data-testid="sample-tracking-confirm">
          {m.sample_tracking_confirm()}
        </Button>
      </DecisionFooter>
    </form>
  )
}

/** The brand's answer on a request: accept or decline a requested one, add the tracking to an accepted one. */
function BrandSampleActions({ sample, closed }: { sample: Sample; closed: boolean }) {
  const advance = useAdvanceSampleMutation()
  const [open, setOpen] = useState<'decline' | 'tracking' | null>(null)
  const [error, setError] = useState<string | null>(null)
  if (closed || (sample.state !== 'requested' && sample.state !== 'accepted')) return null
  const dismiss = () => setOpen(null)
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-8">
        {sample.state === 'requested' ? (
          <>
            <Button
              disabled={advance.isPending}
              data-testid="sample-accept"
              onClick={() => {
                setError(null)
                advance.mutate({ sample_id: sample.id, to: 'accepted' }, { onError: (e) => setError(failureMessage(e)) })
              }}
            >
              {m.sample_accept()}
            </Button>
            <Button variant="outline" onClick={() => setOpen('decline')} data-testid="sample-decline">
              {m.sample_decline()}
            </Button>
          </>
        ) : (
          <Button onClick={() => setOpen('tracking')} data-testid="sample-track">
            {m.sample_add_tracking()}
          </Button>
        )}
      </div>
      {error ? (
        <p role="alert" className="text-dp-14 text-destructive" data-testid="sample-error">
          {error}
        </p>
      ) : null}
      <Modal open={open === 'decline'} onClose={dismiss} title={m.sample_decline_title({ id: sample.id })} testId="sample-decline-dialog">
        <DeclineSampleForm sample={sample} onDone={dismiss} />
      </Modal>
      <Modal
        open={open === 'tracking'}
        onClose={dismiss}
        title={m.sample_tracking_title({ id: sample.id })}
        testId="sample-tracking-dialog"
      >
        <TrackingForm sample={sample} onDone={dismiss} />
      </Modal>
    </div>
  )
}

/** A sample request as the thread shows it: what, where, each step so far, and the brand's buttons. */
export function SampleView({ data, sample }: { data: Thread; sample: Sample }) {
  const closed = data.inquiry.state === 'closed' || data.inquiry.state === 'declined'
  const steps: Array<[string, string, string | null]> = [[m.sample_step_requested(), sample.requested_at, null]]
  if (sample.accepted_at) steps.push([m.sample_step_accepted(), sample.accepted_at, null])
  if (sample.declined_at) steps.push([m.sample_step_declined(), sample.declined_at, sample.decline_reason || null])
  if (sample.sent_at) {
    const tracking = [[sample.carrier, sample.tracking_number].filter(Boolean).join(' '), sample.tracking_note].filter(Boolean).join(' · ')
    steps.push([m.sample_step_sent(), sample.sent_at, tracking || null])
  }
  return (
    <div className="flex flex-col gap-8 rounded-md border border-sky-400/60 bg-sky-50 p-10 text-dp-14" data-testid="sample-entry">
      <div className="flex flex-wrap items-center justify-between gap-8">
        <p className="font-semibold">{m.sample_entry({ id: sample.id, version: sample.version })}</p>
        <SampleStateBadge state={sample.state} />
      </div>
      <dl className="grid grid-cols-1 gap-x-16 gap-y-4 text-dp-13 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{m.sample_products()}</dt>
        <dd>{sample.products.map((p) => p.name).join(getLocale() === 'zh-CN' ? '、' : ', ')}</dd>
        <dt className="text-muted-foreground">{m.sample_address_short()}</dt>
        <dd className="break-words whitespace-pre-line" data-testid="sample-address-shown">
          {sample.address}
        </dd>
      </dl>
      <ol className="flex flex-col gap-2 text-dp-13" data-testid="sample-steps">
        {steps.map(([label, at, detail]) => (
          <li key={label}>
            <span className="font-medium">{label}</span> · {formatMoment(at)}
            {detail ? <span className="break-words"> · {detail}</span> : null}
          </li>
        ))}
      </ol>
      {data.side === 'brand' ? <BrandSampleActions sample={sample} closed={closed} /> : null}
    </div>
  )
}
