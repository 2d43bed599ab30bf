import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { failureMessage } from '@/api/client/pipeline'
import type { noShowBoard } from '@/api/contract/live'
import type { OutputOf } from '@/api/contract/define'
import { Button } from '@/components/ui/button'
import type { Viewer } from '@/lib/use-viewer'
import { getLocale } from '@/paraglide/runtime'
import { m } from '@/paraglide/messages'
import { noShowBoardQuery, useMeetingMoveMutation, useNoShowApplyMutation, useNoShowSettingsMutation } from '../api/queries'

type Result = { ok: boolean; text: string }

const time = (iso: string) =>
  new Intl.DateTimeFormat(getLocale(), { hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso))

function Message({ result, testId }: { result?: Result; testId: string }) {
  if (!result) return null
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={result.ok ? 'text-dp-15 font-medium' : 'text-dp-15 text-destructive'}
      data-testid={testId}
    >
      {result.text}
    </p>
  )
}

/**
 * The console's schedule desk (ADR 097): the open no-shows with their replacements,
 * ranked by the scheduler's score with its reasons (one tap fills the slot), the activity's
 * no-show minutes, and moving a meeting to another slot or table.
 */
export function ScheduleDesk({ actId, viewer }: { actId: number; viewer: Viewer }) {
  const id = useId()
  const desk = useQuery(noShowBoardQuery(viewer.userId, actId))
  const apply = useNoShowApplyMutation()
  const [applied, setApplied] = useState<Result>()
  if (!desk.data) {
    return desk.error ? <p className="text-dp-15 text-muted-foreground">{failureMessage(desk.error)}</p> : null
  }
  const data = desk.data
  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-10" data-testid="noshow-panel">
      <div className="flex flex-wrap items-baseline justify-between gap-8">
        <h3 id={`${id}-h`} className="text-dp-16 font-semibold">
          {m.noshow_title()}
        </h3>
        <span className="text-dp-14 text-muted-foreground" data-testid="noshow-counts">
          {m.noshow_counts({ recovered: data.recovered, unrecovered: data.unrecovered })}
        </span>
      </div>
      <Message result={applied} testId="noshow-result" />
      {data.late.length ? (
        <div className="flex flex-col gap-6 rounded-md border border-orange-200 bg-orange-50 p-10" data-testid="late-panel">
          <h4 className="text-dp-15 font-semibold text-orange-950">{m.noshow_late_title()}</h4>
          <p className="text-dp-13 text-orange-950">{m.noshow_late_note()}</p>
          <ul className="flex flex-col gap-4">
            {data.late.map((l) => (
              <li key={l.record_id} className="text-dp-14 text-orange-950" data-testid="late-item">
                {m.noshow_late_item({
                  table: l.table_no,
                  time: `${time(l.starts_at)}–${time(l.ends_at)}`,
                  brand: l.brand,
                  buyer: l.buyer,
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.open.length ? (
        <ul className="flex flex-col gap-10">
          {data.open.map((o) => (
            <li key={o.record_id} className="flex flex-col gap-8 rounded-md border border-border p-10" data-testid="noshow-item">
              <div className="flex flex-col">
                <span className="text-dp-15 font-semibold">
                  {m.noshow_item({ table: o.table_no, time: `${time(o.starts_at)}–${time(o.ends_at)}`, brand: o.brand.name })}
                </span>
                <span className="text-dp-14 text-muted-foreground">{m.noshow_missed({ company: o.missed.company })}</span>
              </div>
              {o.candidates.length ? (
                <ol className="flex flex-col gap-6">
                  {o.candidates.map((c) => (
                    <li
                      key={c.buyer_user_id}
                      className="flex flex-wrap items-center justify-between gap-8 rounded-md bg-muted px-10 py-8"
                      data-testid="noshow-candidate"
                    >
                      <span className="flex min-w-0 flex-1 flex-col gap-2">
                        <span className="text-dp-15 font-medium break-words">
                          {c.company}
                          {c.name ? <span className="font-normal text-muted-foreground"> · {c.name}</span> : null}
                        </span>
                        <span className="text-dp-13 text-muted-foreground">
                          {m.noshow_score({ score: c.score })} · {c.reasons.join(getLocale() === 'zh-CN' ? '；' : '; ')}
                        </span>
                      </span>
                      <Button
                        type="button"
                        size="sm"
                        disabled={apply.isPending}
                        aria-label={m.noshow_apply_label({ table: o.table_no, company: c.company })}
                        onClick={() =>
                          apply.mutate(
                            { act_id: actId, record_id: o.record_id, buyer_user_id: c.buyer_user_id },
                            {
                              onSuccess: (a) =>
                                setApplied({
                                  ok: true,
                                  text: m.noshow_applied({ company: c.company, table: o.table_no, count: a.notified }),
                                }),
                              onError: (e) => setApplied({ ok: false, text: failureMessage(e) }),
                            },
                          )
                        }
                      >
                        {m.noshow_apply()}
                      </Button>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-dp-14 text-muted-foreground">{m.noshow_no_candidates()}</p>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-dp-14 text-muted-foreground">{m.noshow_none({ minutes: data.no_show_minutes })}</p>
      )}
      <NoShowMinutes actId={actId} minutes={data.no_show_minutes} />
      <MoveMeeting actId={actId} desk={data} />
    </section>
  )
}

function NoShowMinutes({ actId, minutes }: { actId: number; minutes: number }) {
  const save = useNoShowSettingsMutation()
  const [value, setValue] = useState(String(minutes))
  const [result, setResult] = useState<Result>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(
      { act_id: actId, no_show_minutes: Number(value) },
      {
        onSuccess: (a) => setResult({ ok: true, text: m.noshow_minutes_saved({ minutes: a.no_show_minutes }) }),
        onError: (e) => setResult({ ok: false, text: failureMessage(e) }),
      },
    )
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end gap-8">
        <label className="flex flex-col gap-4 text-dp-14">
          {m.noshow_minutes_label()}
          <input
            name="no_show_minutes"
            type="number"
            inputMode="numeric"
            min={1}
            max={60}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className="w-[6em] rounded-md border border-border px-10 py-6 text-dp-15"
          />
        </label>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {m.noshow_minutes_save()}
        </Button>
      </div>
      <Message result={result} testId="noshow-minutes-result" />
    </form>
  )
}

type Desk = OutputOf<typeof noShowBoard>

function MoveMeeting({ actId, desk }: { actId: number; desk: Desk }) {
  const id = useId()
  const move = useMeetingMoveMutation()
  const [meetingId, setMeetingId] = useState('')
  const [slotId, setSlotId] = useState('')
  const [table, setTable] = useState('')
  const [result, setResult] = useState<Result>()
  const slotTime = new Map(desk.slots.map((s) => [s.id, time(s.starts_at)]))
  const movable = desk.meetings.filter(
    (x) => x.state === 'scheduled' || x.state === 'late' || x.state === 'checked_in' || x.state === 'no_show',
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    move.mutate(
      { act_id: actId, meeting_id: Number(meetingId), slot_id: Number(slotId), table_no: Number(table) },
      {
        onSuccess: (a) => setResult({ ok: true, text: m.noshow_moved({ time: time(a.starts_at), table: a.table_no }) }),
        onError: (e) => setResult({ ok: false, text: failureMessage(e) }),
      },
    )
  }
  const select = 'rounded-md border border-border bg-background px-10 py-6 text-dp-15'
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-h`} className="flex flex-col gap-8" data-testid="move-form">
      <h4 id={`${id}-h`} className="text-dp-15 font-semibold">
        {m.noshow_move_title()}
      </h4>
      <div className="grid gap-8 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
        <label className="flex min-w-0 flex-col gap-4 text-dp-14">
          {m.noshow_move_meeting()}
          <select name="meeting_id" required value={meetingId} onChange={(e) => setMeetingId(e.target.value)} className={select}>
            <option value="">—</option>
            {movable.map((x) => (
              <option key={x.id} value={x.id}>
                {`${slotTime.get(x.slot_id) ?? ''} · ${m.noshow_table_option({ table: x.table_no })} · ${x.brand} ↔ ${x.buyer}`}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-4 text-dp-14">
          {m.noshow_move_slot()}
          <select name="slot_id" required value={slotId} onChange={(e) => setSlotId(e.target.value)} className={select}>
            <option value="">—</option>
            {desk.slots.map((s) => (
              <option key={s.id} value={s.id}>
                {`${time(s.starts_at)}–${time(s.ends_at)}`}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-4 text-dp-14">
          {m.noshow_move_table()}
          <select name="table_no" required value={table} onChange={(e) => setTable(e.target.value)} className={select}>
            <option value="">—</option>
            {desk.tables.map((t) => (
              <option key={t} value={t}>
                {m.noshow_table_option({ table: t })}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={move.isPending}>
          {m.noshow_move_submit()}
        </Button>
      </div>
      <Message result={result} testId="move-result" />
    </form>
  )
}
