import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { newIdempotencyKey } from '@/api/client/queued-write'
import { recordCurrencies, recordOutcomes } from '@/api/contract/live-constants'
import type { Viewer } from '@/lib/use-viewer'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'
import { useRecordStream } from '../hooks/use-record-stream'
import { isRefusal, loadSaveSchema, recordListQuery, useConfirmRecordSaves, useSaveRecordMutation } from '../api/queries'
import { useMinute } from '../utils/clock'
import type { RecordBoard, RecordItem } from '../utils/order'
import { recordKeyOf, recordSaves, useRecordSaves, type Conflict, type SaveInput } from '../utils/pending-records'
import { checkSave, languageOf, type FieldErrors, type SaveSchema } from '../utils/save-check'
import { outcomeLabel, stateLabel } from './labels'
import { MeetingHeader } from './meeting-header'
import { LiveError, LiveLoading } from './viewer-gate'
import { OfflineBar } from './offline-bar'

type Draft = Pick<SaveInput, 'outcome' | 'intent_amount' | 'currency' | 'product_ids' | 'next_step' | 'next_step_date' | 'notes'>
type Times = Pick<SaveInput, 'state' | 'checked_in_at' | 'started_at' | 'ended_at'>

const AMOUNTS = [10_000, 50_000, 100_000, 500_000]
const DAY = 24 * 3600 * 1000

type DraftSource = Partial<Pick<SaveInput, keyof Draft>> & Pick<SaveInput, 'currency' | 'product_ids' | 'next_step' | 'notes'>

const draftOf = (record?: DraftSource): Draft => ({
  outcome: record?.outcome ?? null,
  intent_amount: record?.intent_amount ?? null,
  currency: record?.currency ?? 'USD',
  product_ids: record?.product_ids ?? [],
  next_step: record?.next_step ?? '',
  next_step_date: record?.next_step_date ?? null,
  notes: record?.notes ?? '',
})

/** Whether two drafts say the same, as the server would store them (trimmed text, no amount with no fit). */
export function sameDraft(a: Draft, b: Draft): boolean {
  const norm = (d: Draft) =>
    JSON.stringify({
      ...d,
      intent_amount: d.outcome === 'no_fit' ? null : d.intent_amount,
      next_step: d.next_step.trim(),
      notes: d.notes.trim(),
      product_ids: [...new Set(d.product_ids)],
    })
  return norm(a) === norm(b)
}

const timesOf = (record?: RecordItem): Times => ({
  state: record?.state ?? 'scheduled',
  checked_in_at: record?.checked_in_at ?? null,
  started_at: record?.started_at ?? null,
  ended_at: record?.ended_at ?? null,
})

/** One meeting's record (or, without a record id, a walk-in meeting), thumb-first. */
export function RecordForm({ viewer, actId, recordId, draftKey }: { viewer: Viewer; actId: number; recordId?: number; draftKey?: string }) {
  const board = useQuery(recordListQuery(viewer.userId, actId))
  useConfirmRecordSaves(viewer.userId)
  useRecordStream(viewer.userId, actId)
  if (!board.data) return board.error ? <LiveError error={board.error} retry={() => void board.refetch()} /> : <LiveLoading />
  const record = recordId === undefined ? undefined : board.data.records.find((r) => r.id === recordId)
  if (recordId !== undefined && !record) {
    return (
      <p role="alert" className="text-dp-16" data-testid="live-not-found">
        {m.live_not_found()}{' '}
        <Link to="/liveBuyerRecord/list/$act_id" params={{ act_id: actId }}>
          {m.live_back_to_list()}
        </Link>
      </p>
    )
  }
  // Keyed by record: a new record starts from its own stored fields.
  return <RecordFormBody key={recordId ?? draftKey ?? 'walk-in'} viewer={viewer} board={board.data} record={record} draftKey={draftKey} />
}

/** The label a field's error is shown under, for the errors listed above the save button. */
const fieldLabel = (field: string): string =>
  ({
    buyer_company: m.live_buyer_company(),
    buyer_user_id: m.live_buyer(),
    brand_id: m.live_brand(),
    table_no: m.live_filter_table(),
    checked_in_at: m.live_check_in(),
    started_at: m.live_start(),
    ended_at: m.live_end(),
    outcome: m.live_outcome(),
    intent_amount: m.live_amount(),
    product_ids: m.live_products(),
    next_step: m.live_next_step_text(),
    next_step_date: m.live_next_step_date(),
    notes: m.live_notes(),
  })[field] ?? m.live_save()

function RecordFormBody({
  viewer,
  board,
  record,
  draftKey,
}: {
  viewer: Viewer
  board: RecordBoard
  record?: RecordItem
  draftKey?: string
}) {
  const save = useSaveRecordMutation(viewer.userId)
  const saves = useRecordSaves()
  const navigate = useNavigate()
  const language = languageOf(getLocale())
  // A save the server refused comes back to its record as the draft it was, with the reason.
  const refusedKey = record ? String(record.id) : draftKey
  const refused = refusedKey ? saves.refused[refusedKey] : undefined
  const [base, setBase] = useState<RecordItem | undefined>(record)
  const [draft, setDraft] = useState<Draft>(() => draftOf(refused?.input ?? record))
  const [walkIn, setWalkIn] = useState(() => ({
    buyer_user_id: refused?.input.buyer_user_id ?? 0,
    buyer_company: refused?.input.buyer_company ?? '',
    table_no: refused?.input.table_no ?? 0,
    brand_id: refused?.input.brand_id ?? board.brand_id ?? 0,
  }))
  const [errors, setErrors] = useState<FieldErrors>({})
  // recordSave's schema, loaded once the form is on screen, so a tap's save is checked at once.
  // Undefined while loading (the save buttons wait, so taps keep their order); null: not loadable.
  const [schema, setSchema] = useState<SaveSchema | null>()
  useEffect(() => {
    let live = true
    void loadSaveSchema()
      .then((loaded) => {
        if (!live) return
        setSchema(() => loaded)
        // A refused draft opens with its field errors, as the contract's schema names them.
        if (refused) setErrors(checkSave(loaded, refused.input, language) ?? {})
      })
      .catch(() => {
        if (live) setSchema(null)
      })
    return () => {
      live = false
    }
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, for the draft the form opened with
  }, [])
  const today = useMinute()
  const patch = (next: Partial<Draft>) => setDraft((d) => ({ ...d, ...next }))
  const times = timesOf(base)
  const brandId = record?.brand.id ?? walkIn.brand_id
  const products = board.products.filter((p) => p.brand_id === brandId)
  const pending = record ? saves.pending.some((p) => recordKeyOf(p) === String(record.id)) : false
  const stored = record ? saves.conflicts[String(record.id)] : undefined

  // The draft is edited on `base`. A newer record from the server (another device, an automatic
  // no-show) never moves the base under unsaved edits: the form follows it only when the draft is
  // untouched or already says the same; otherwise both versions are shown at once.
  useEffect(() => {
    if (!record || !base || record === base) return
    // An older version: the phone's own unconfirmed copy was dropped (its save refused); the draft stays.
    if (stored || record.version <= base.version || sameDraft(draftOf(record), draft)) {
      setBase(record)
    } else if (sameDraft(draftOf(base), draft) && !refused) {
      setBase(record)
      setDraft(draftOf(record))
    }
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- follows the server's record only
  }, [record])

  // A stored conflict the server has since settled with this phone's own data is none any more.
  useEffect(() => {
    if (stored && record && record.version >= stored.theirs.version && record.state === stored.mine.state) {
      if (sameDraft(draftOf(record), draftOf(stored.mine))) recordSaves.resolve(record.id)
    }
  }, [stored, record])

  const inputOf = (next: Times, fields: Draft, baseVersion: number): SaveInput => ({
    act_id: board.act_id,
    record_id: record?.id,
    base_version: baseVersion,
    idempotency_key: newIdempotencyKey(),
    ...next,
    ...fields,
    intent_amount: fields.outcome === 'no_fit' ? null : fields.intent_amount,
    ...(record
      ? {}
      : {
          buyer_user_id: walkIn.buyer_user_id || undefined,
          buyer_company: walkIn.buyer_user_id ? undefined : walkIn.buyer_company,
          table_no: walkIn.table_no || null,
          brand_id: board.brand_id === null ? walkIn.brand_id || undefined : undefined,
        }),
  })

  const liveConflict: Conflict | undefined =
    record && base && !stored && record.version !== base.version ? { mine: inputOf(times, draft, base.version), theirs: record } : undefined
  // The other version shown is the newest the phone knows, never a stale copy of it.
  const conflict: Conflict | undefined = stored
    ? { mine: stored.mine, theirs: record && record.version >= stored.theirs.version ? record : stored.theirs }
    : liveConflict

  /** Checks the save with the contract's schema, then queues it; an invalid one stays here as a draft. */
  const submit = (input: SaveInput) => {
    // Without the schema (a chunk the phone cannot load) the save still goes: the server checks it.
    const found = (schema && checkSave(schema, input, language)) || {}
    if (!input.record_id && board.brand_id === null && !input.brand_id) found.brand_id = m.live_walk_in_brand_needed()
    setErrors(found)
    if (Object.keys(found).length) return
    // A fixed walk-in replaces the refused draft it came from (a record's is replaced when queued).
    if (!record && draftKey) recordSaves.discard(draftKey)
    save.mutate(input, {
      onSuccess: (result) => {
        if (!record && (result.status === 'queued' || result.data.status === 'saved')) {
          void navigate({ to: '/liveBuyerRecord/list/$act_id', params: { act_id: board.act_id } })
        }
      },
      onError: (error) => {
        if (isRefusal(error)) setErrors({ record: error.message })
      },
    })
  }
  const send = (next: Times, fields: Draft = draft) => {
    if (conflict) return
    submit(inputOf(next, fields, base?.version ?? 0))
  }
  const step = (to: Times['state']) => {
    const at = now()
    if (to === 'checked_in') send({ ...times, state: to, checked_in_at: times.checked_in_at ?? at })
    else if (to === 'in_progress')
      send({ ...times, state: to, checked_in_at: times.checked_in_at ?? at, started_at: times.started_at ?? at })
    else if (to === 'done')
      send({
        ...times,
        state: to,
        checked_in_at: times.checked_in_at ?? at,
        started_at: times.started_at ?? at,
        ended_at: times.ended_at ?? at,
      })
    else send({ ...times, state: to })
  }
  const saveAll = () => {
    if (!record) {
      const at = now()
      send(
        draft.outcome
          ? { state: 'done', checked_in_at: at, started_at: at, ended_at: at }
          : { state: 'in_progress', checked_in_at: at, started_at: at, ended_at: null },
      )
    } else if (draft.outcome && times.state !== 'done') step('done')
    else send(times)
  }

  const chip = 'h-48 min-w-[48px] px-14 text-dp-15'
  const inputClass = 'h-48 w-full rounded-md border border-border bg-background px-12 text-dp-16'

  return (
    <form
      className="flex flex-col gap-20 pb-96"
      onSubmit={(e) => {
        e.preventDefault()
        saveAll()
      }}
      data-testid="live-form"
    >
      <OfflineBar />
      {record ? (
        <MeetingHeader
          head={{
            buyer: { company: record.buyer.company, name: record.buyer.name },
            brand: { name: record.brand.name },
            table_no: record.table_no,
            starts_at: record.starts_at,
            ends_at: record.ends_at,
            time_zone: board.time_zone,
            state: record.state,
          }}
        />
      ) : null}
      {record ? (
        <Link
          to="/liveBuyerRecord/components/FormHead"
          search={{ act: board.act_id, record: record.id }}
          className="-mt-8 self-start text-dp-14"
          data-testid="live-show-head"
        >
          {m.live_show_head()}
        </Link>
      ) : (
        <fieldset className="flex flex-col gap-12 rounded-xl border border-border p-16">
          <legend className="px-4 text-dp-16 font-semibold">{m.live_walk_in()}</legend>
          {board.brand_id === null ? (
            <label className="flex flex-col gap-4 text-dp-14">
              {m.live_brand()}
              <select
                className={inputClass}
                value={walkIn.brand_id || ''}
                onChange={(e) => setWalkIn((w) => ({ ...w, brand_id: Number(e.target.value) }))}
              >
                <option value="">{m.live_choose()}</option>
                {board.brands.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className="flex flex-col gap-4 text-dp-14">
            {m.live_buyer()}
            <select
              className={inputClass}
              value={walkIn.buyer_user_id || ''}
              onChange={(e) => setWalkIn((w) => ({ ...w, buyer_user_id: Number(e.target.value) }))}
              data-testid="live-walk-in-buyer"
            >
              <option value="">{m.live_buyer_other()}</option>
              {board.buyers.map((b) => (
                <option key={b.user_id} value={b.user_id}>
                  {b.company || b.name}
                </option>
              ))}
            </select>
          </label>
          {walkIn.buyer_user_id ? null : (
            <label className="flex flex-col gap-4 text-dp-14">
              {m.live_buyer_company()}
              <input
                className={inputClass}
                value={walkIn.buyer_company}
                maxLength={200}
                autoComplete="organization"
                aria-invalid={errors.buyer_company ? true : undefined}
                aria-describedby={errors.buyer_company ? 'live-error-buyer_company' : undefined}
                onChange={(e) => setWalkIn((w) => ({ ...w, buyer_company: e.target.value }))}
                data-testid="live-walk-in-company"
              />
              {errors.buyer_company ? (
                <span id="live-error-buyer_company" className="text-dp-14 text-destructive" data-testid="live-field-error">
                  {errors.buyer_company}
                </span>
              ) : null}
            </label>
          )}
          <label className="flex flex-col gap-4 text-dp-14">
            {m.live_filter_table()}
            <select
              className={inputClass}
              value={walkIn.table_no || ''}
              onChange={(e) => setWalkIn((w) => ({ ...w, table_no: Number(e.target.value) }))}
            >
              <option value="">{m.live_no_table()}</option>
              {board.tables.map((t) => (
                <option key={t} value={t}>
                  {m.live_table({ table: String(t) })}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
      )}

      {conflict ? (
        <ConflictPanel conflict={conflict} onKeepMine={() => keepMine(conflict)} onKeepTheirs={() => keepTheirs(conflict)} />
      ) : null}

      {refused && !Object.keys(errors).length ? (
        <p role="alert" className="rounded-lg border border-destructive/60 p-12 text-dp-14" data-testid="live-refused">
          {m.live_refused({ reason: refused.message })}
        </p>
      ) : null}

      {record ? (
        <div className="grid grid-cols-3 gap-8" role="group" aria-label={m.live_steps()}>
          {(
            [
              ['checked_in', m.live_check_in(), times.checked_in_at],
              ['in_progress', m.live_start(), times.started_at],
              ['done', m.live_end(), times.ended_at],
            ] as const
          ).map(([to, label, at]) => (
            <Button
              key={to}
              type="button"
              size="lg"
              variant={at ? 'secondary' : 'default'}
              className="h-64 flex-col gap-2 text-dp-16"
              disabled={schema === undefined}
              onClick={() => step(to)}
            >
              <span>{label}</span>
              {at ? <span className="text-dp-12 font-normal">{clock(at, board.time_zone)}</span> : null}
            </Button>
          ))}
        </div>
      ) : null}

      <fieldset className="flex flex-col gap-8">
        <legend className="mb-8 text-dp-16 font-semibold">{m.live_outcome()}</legend>
        <div className="grid grid-cols-3 gap-8">
          {recordOutcomes.map((outcome) => (
            <Button
              key={outcome}
              type="button"
              variant={draft.outcome === outcome ? 'default' : 'outline'}
              aria-pressed={draft.outcome === outcome}
              className="h-56 text-dp-16"
              onClick={() => patch({ outcome: draft.outcome === outcome ? null : outcome })}
            >
              {outcomeLabel(outcome)}
            </Button>
          ))}
        </div>
      </fieldset>

      {draft.outcome === 'no_fit' ? null : (
        <fieldset className="flex flex-col gap-8">
          <legend className="mb-8 text-dp-16 font-semibold">{m.live_intent()}</legend>
          <div className="flex flex-wrap gap-8">
            {AMOUNTS.map((amount) => (
              <Button
                key={amount}
                type="button"
                variant={draft.intent_amount === amount ? 'default' : 'outline'}
                aria-pressed={draft.intent_amount === amount}
                className={chip}
                onClick={() => patch({ intent_amount: amount })}
              >
                {new Intl.NumberFormat(undefined, { notation: 'compact' }).format(amount)}
              </Button>
            ))}
          </div>
          <div className="grid grid-cols-[1fr_auto] gap-8">
            <label className="flex flex-col gap-4 text-dp-14">
              {m.live_amount()}
              <input
                className={inputClass}
                inputMode="numeric"
                name="intent_amount"
                value={draft.intent_amount ?? ''}
                onChange={(e) => {
                  const digits = e.target.value.replace(/\D/g, '').slice(0, 10)
                  patch({ intent_amount: digits ? Math.min(Number(digits), 2_000_000_000) : null })
                }}
              />
            </label>
            <label className="flex flex-col gap-4 text-dp-14">
              {m.live_currency()}
              <select
                className={inputClass}
                value={draft.currency}
                onChange={(e) => patch({ currency: e.target.value as Draft['currency'] })}
              >
                {recordCurrencies.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </fieldset>
      )}

      <fieldset className="flex flex-col gap-8">
        <legend className="mb-8 text-dp-16 font-semibold">{m.live_products()}</legend>
        {products.length ? (
          <div className="flex flex-wrap gap-8">
            {products.map((p) => {
              const on = draft.product_ids.includes(p.id)
              return (
                <Button
                  key={p.id}
                  type="button"
                  variant={on ? 'default' : 'outline'}
                  aria-pressed={on}
                  className="h-auto min-h-[48px] px-14 py-8 text-left text-dp-15 whitespace-normal"
                  onClick={() => patch({ product_ids: on ? draft.product_ids.filter((id) => id !== p.id) : [...draft.product_ids, p.id] })}
                >
                  {p.name}
                </Button>
              )
            })}
          </div>
        ) : (
          <p className="text-dp-14 text-muted-foreground">{m.live_no_products()}</p>
        )}
      </fieldset>

      {draft.outcome === 'no_fit' ? null : (
        <fieldset className="flex flex-col gap-8">
          <legend className="mb-8 text-dp-16 font-semibold">{m.live_next_step()}</legend>
          <div className="flex flex-wrap gap-8">
            {[m.live_step_samples(), m.live_step_quote(), m.live_step_call(), m.live_step_visit()].map((text) => (
              <Button
                key={text}
                type="button"
                variant={draft.next_step === text ? 'default' : 'outline'}
                aria-pressed={draft.next_step === text}
                className={chip}
                onClick={() => patch({ next_step: text })}
              >
                {text}
              </Button>
            ))}
          </div>
          <label className="flex flex-col gap-4 text-dp-14">
            {m.live_next_step_text()}
            <input
              className={inputClass}
              name="next_step"
              maxLength={300}
              value={draft.next_step}
              onChange={(e) => patch({ next_step: e.target.value })}
            />
          </label>
          <div className="flex flex-wrap gap-8">
            {(
              [
                [1, m.live_date_tomorrow()],
                [7, m.live_date_week()],
                [30, m.live_date_month()],
              ] as const
            ).map(([days, label]) => {
              const date = new Date(today + days * DAY).toISOString().slice(0, 10)
              return (
                <Button
                  key={days}
                  type="button"
                  variant={draft.next_step_date === date ? 'default' : 'outline'}
                  aria-pressed={draft.next_step_date === date}
                  className={chip}
                  onClick={() => patch({ next_step_date: date })}
                >
                  {label}
                </Button>
              )
            })}
          </div>
          <label className="flex flex-col gap-4 text-dp-14">
            {m.live_next_step_date()}
            <input
              className={inputClass}
              type="date"
              value={draft.next_step_date ?? ''}
              onChange={(e) => patch({ next_step_date: e.target.value || null })}
            />
          </label>
        </fieldset>
      )}

      <label className="flex flex-col gap-4 text-dp-16 font-semibold">
        {m.live_notes()}
        <textarea
          className="min-h-[96px] w-full rounded-md border border-border bg-background p-12 text-dp-16 font-normal"
          maxLength={2000}
          value={draft.notes}
          onChange={(e) => patch({ notes: e.target.value })}
        />
      </label>

      {record && record.state !== 'no_show' && !times.checked_in_at ? (
        <Button type="button" variant="outline" className="h-48 self-start text-dp-15" onClick={() => step('no_show')}>
          {m.live_mark_no_show()}
        </Button>
      ) : null}

      {Object.keys(errors).length ? (
        <div role="alert" className="flex flex-col gap-6 rounded-lg border border-destructive/60 p-12 text-dp-14" data-testid="live-errors">
          <p className="font-semibold">{m.live_fix_fields()}</p>
          <ul className="flex flex-col gap-4">
            {Object.entries(errors).map(([field, text]) => (
              <li key={field}>
                {fieldLabel(field)}: {text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {refused ? (
        <Button type="button" variant="outline" className="h-48 self-start text-dp-15" onClick={() => discard()} data-testid="live-discard">
          {m.live_discard()}
        </Button>
      ) : null}

      <div className="sticky bottom-[calc(var(--tab-bar-height,0px)+12px)] z-10 flex items-center gap-12 rounded-xl border border-border bg-background/95 p-12 shadow-lg">
        <Button
          type="submit"
          size="lg"
          className="h-56 grow text-dp-18"
          disabled={save.isPending || Boolean(conflict) || schema === undefined}
          data-testid="live-save"
        >
          {m.live_save()}
        </Button>
        {record ? (
          <span
            role="status"
            className={`text-dp-14 font-medium ${pending ? 'text-amber-900' : 'text-emerald-800'}`}
            data-testid="live-save-state"
            data-state={pending ? 'pending' : 'saved'}
          >
            {pending ? m.live_pending() : m.live_saved({ version: String(record.version) })}
          </span>
        ) : null}
      </div>
    </form>
  )

  function keepMine(c: Conflict) {
    recordSaves.resolve(c.theirs.id)
    setBase(c.theirs)
    setDraft(draftOf(c.mine))
    submit({ ...c.mine, base_version: c.theirs.version, idempotency_key: newIdempotencyKey() })
  }
  function keepTheirs(c: Conflict) {
    recordSaves.resolve(c.theirs.id)
    setBase(c.theirs)
    setDraft(draftOf(c.theirs))
  }
  function discard() {
    if (refusedKey) recordSaves.discard(refusedKey)
    setErrors({})
    if (record) setDraft(draftOf(record))
    else void navigate({ to: '/liveBuyerRecord/list/$act_id', params: { act_id: board.act_id } })
  }
}

const now = () => new Date().toISOString()

function clock(at: string, timeZone: string) {
  return new Intl.DateTimeFormat(undefined, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at))
}

const conflictRows = (v: Pick<SaveInput, 'state' | 'outcome' | 'intent_amount' | 'currency' | 'next_step' | 'notes' | 'product_ids'>) => [
  [m.live_state(), stateLabel(v.state)],
  [m.live_outcome(), v.outcome ? outcomeLabel(v.outcome) : '—'],
  [m.live_intent(), v.intent_amount === null || v.intent_amount === undefined ? '—' : `${v.intent_amount} ${v.currency}`],
  [m.live_products(), String(v.product_ids.length)],
  [m.live_next_step(), v.next_step || '—'],
  [m.live_notes(), v.notes || '—'],
]

/** Both versions of a record side by side, after another device saved it first. */
function ConflictPanel({ conflict, onKeepMine, onKeepTheirs }: { conflict: Conflict; onKeepMine: () => void; onKeepTheirs: () => void }) {
  const column = (title: string, version: ReturnType<typeof conflictRows>, testId: string) => (
    <div className="flex flex-col gap-6 rounded-lg border border-border p-12" data-testid={testId}>
      <h3 className="text-dp-15 font-semibold">{title}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-8 gap-y-4 text-dp-14">
        {version.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
  return (
    <section role="alert" className="flex flex-col gap-12 rounded-xl border-2 border-destructive/60 p-16" data-testid="live-conflict">
      <h2 className="text-dp-17 font-semibold">{m.live_conflict_title()}</h2>
      <p className="text-dp-14">{m.live_conflict_lead()}</p>
      <div className="grid gap-8 sm:grid-cols-2">
        {column(m.live_conflict_theirs(), conflictRows(conflict.theirs), 'live-conflict-theirs')}
        {column(m.live_conflict_mine(), conflictRows(conflict.mine), 'live-conflict-mine')}
      </div>
      <div className="flex flex-wrap gap-8">
        <Button type="button" className="h-48" onClick={onKeepMine}>
          {m.live_keep_mine()}
        </Button>
        <Button type="button" variant="outline" className="h-48" onClick={onKeepTheirs}>
          {m.live_keep_theirs()}
        </Button>
      </div>
    </section>
  )
}
