import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { scheduleQuery, usePairRule, useSchedulePublish, useScheduleRun } from '../api/queries'
import { failureMessage } from '@/api/client/pipeline'
import type { Viewer } from '@/lib/use-viewer'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'
import { EventTime } from '@/components/event-time'
import { formatEventDates, zoneLabel } from '@/lib/event-dates'

/**
 * The organiser's scheduler for one activity: run it, pin or forbid pairs, re-run (pinned
 * meetings stay), publish. Every meeting shows why it was proposed.
 */
export function SchedulePanel({ viewer, actId }: { viewer: Viewer; actId: number }) {
  const view = useQuery(scheduleQuery(viewer.userId, actId))
  const run = useScheduleRun()
  const rule = usePairRule()
  const publish = useSchedulePublish()
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string }>()
  const confirm = useRef<HTMLDialogElement>(null)
  if (view.error)
    return (
      <p role="alert" className="text-dp-15 text-destructive">
        {m.mt_failed({ reason: failureMessage(view.error) })}
      </p>
    )
  if (!view.data) return <p className="text-dp-14 text-muted-foreground">{m.ev_loading()}</p>
  const d = view.data
  const fail = (e: Error) => setMessage({ kind: 'error', text: m.mt_failed({ reason: failureMessage(e) }) })
  const doPublish = () => {
    confirm.current?.close()
    publish.mutate(
      { act_id: actId },
      {
        onSuccess: (r) => setMessage({ kind: 'ok', text: m.mt_published_done({ meetings: r.meetings, notified: r.notified }) }),
        onError: fail,
      },
    )
  }
  const setRule = (buyer: number, brand: number, value: 'pin' | 'forbid' | 'none') =>
    rule.mutate({ act_id: actId, buyer_user_id: buyer, brand_id: brand, rule: value }, { onError: fail })
  const ruleOf = (buyer: number, brand: number) => d.rules.find((r) => r.buyer_user_id === buyer && r.brand.id === brand)?.rule
  const published = d.published_at !== null && d.meetings.length > 0 && d.meetings.every((x) => x.published)
  return (
    <div className="flex flex-col gap-20">
      <div className="flex flex-col gap-4">
        <h2 className="text-dp-24 font-semibold" data-testid="schedule-activity">
          {d.title}
        </h2>
        <p className="text-dp-14 text-muted-foreground">
          {d.slots.length
            ? m.mt_activity_dates({ dates: formatEventDates(d.slots[0]!.starts_at, d.slots.at(-1)!.ends_at, d.time_zone, getLocale()) })
            : m.mt_no_slots()}
        </p>
      </div>
      <dialog
        ref={confirm}
        aria-labelledby="publish-confirm-h"
        aria-describedby="publish-confirm-text"
        className="m-auto max-w-[min(480px,92vw)] rounded-lg border border-border p-20 shadow-xl backdrop:bg-black/40"
        data-testid="publish-confirm"
      >
        <h2 id="publish-confirm-h" className="text-dp-18 font-semibold">
          {m.mt_publish_confirm_title({ title: d.title })}
        </h2>
        <p id="publish-confirm-text" className="mt-8 text-dp-14">
          {m.mt_publish_confirm_text({ meetings: d.meetings.length, people: d.to_notify })}
        </p>
        <div className="mt-16 flex flex-col-reverse gap-8 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => confirm.current?.close()} autoFocus>
            {m.mt_cancel()}
          </Button>
          <Button onClick={doPublish} data-testid="publish-confirm-yes">
            {m.mt_publish_confirm_yes({ people: d.to_notify })}
          </Button>
        </div>
      </dialog>
      <Card className="gap-12">
        <div className="flex flex-wrap items-center gap-12">
          <Button
            onClick={() =>
              run.mutate(
                { act_id: actId },
                {
                  onSuccess: (s) => setMessage({ kind: 'ok', text: m.mt_run_done({ meetings: s.meetings, ms: s.duration_ms }) }),
                  onError: fail,
                },
              )
            }
            disabled={run.isPending}
            data-testid="run-scheduler"
          >
            {d.run_at ? m.mt_rerun() : m.mt_run()}
          </Button>
          <Button
            variant="secondary"
            onClick={() => confirm.current?.showModal()}
            aria-haspopup="dialog"
            disabled={publish.isPending || !d.meetings.length || published}
            data-testid="publish-schedule"
          >
            {m.mt_publish()}
          </Button>
          <Badge variant={published ? 'default' : 'outline'} data-testid="schedule-state">
            {published ? m.mt_state_published() : d.run_at ? m.mt_state_draft() : m.mt_state_not_run()}
          </Badge>
        </div>
        {message ? (
          <p
            role={message.kind === 'error' ? 'alert' : 'status'}
            className={message.kind === 'error' ? 'text-dp-14 text-destructive' : 'text-dp-14 text-primary'}
          >
            {message.text}
          </p>
        ) : null}
        {d.stats ? (
          <p className="text-dp-14" data-testid="schedule-stats">
            {m.mt_stats({
              meetings: d.stats.meetings,
              conflicts: d.stats.conflicts,
              met: d.stats.mutual_must_met,
              must: d.stats.mutual_must,
              buyers: d.stats.buyers_with_meeting,
              pinned: d.stats.pinned,
            })}
          </p>
        ) : null}
        <p className="text-dp-13 text-muted-foreground">
          {m.mt_schedule_help({ slots: d.slots.length, tables: d.tables.length, zone: zoneLabel(d.time_zone, getLocale()) })}
        </p>
      </Card>

      <section aria-labelledby="meetings-h" className="flex flex-col gap-12">
        <h2 id="meetings-h" className="text-dp-20 font-semibold">
          {m.mt_meetings_count({ count: d.meetings.length })}
        </h2>
        {d.slots.map((slot) => {
          const inSlot = d.meetings.filter((x) => x.slot_id === slot.id)
          if (!inSlot.length) return null
          return (
            <div key={slot.id} className="flex flex-col gap-6">
              <h3 className="text-dp-15 font-semibold">
                <EventTime start={slot.starts_at} end={slot.ends_at} timeZone={d.time_zone} />
              </h3>
              <ul className="flex flex-col gap-6" data-testid="schedule-meetings">
                {inSlot.map((x) => (
                  <li
                    key={x.id}
                    className="flex flex-col gap-4 rounded-lg border border-border p-10 sm:flex-row sm:items-center sm:justify-between"
                    data-testid="schedule-meeting"
                  >
                    <div className="flex flex-col gap-2">
                      <span className="text-dp-15">
                        <strong>{m.ev_table({ table: x.table_no })}</strong> · {x.buyer.company} ↔ {x.brand.name}
                        {x.pinned ? <Badge className="ml-6">{m.mt_pinned()}</Badge> : null}
                      </span>
                      <span className="text-dp-13 text-muted-foreground" data-testid="meeting-reasons">
                        {x.reasons.join('; ')}
                      </span>
                    </div>
                    <div className="flex gap-6">
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={rule.isPending}
                        onClick={() => setRule(x.buyer.user_id, x.brand.id, x.pinned ? 'none' : 'pin')}
                      >
                        {x.pinned ? m.mt_unpin() : m.mt_pin()}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={rule.isPending}
                        onClick={() => setRule(x.buyer.user_id, x.brand.id, 'forbid')}
                      >
                        {m.mt_forbid()}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          )
        })}
      </section>

      <section aria-labelledby="unscheduled-h" className="flex flex-col gap-8">
        <h2 id="unscheduled-h" className="text-dp-20 font-semibold">
          {m.mt_unscheduled({ count: d.unscheduled.length })}
        </h2>
        <ul className="flex flex-col gap-6">
          {d.unscheduled.slice(0, 60).map((u) => {
            const r = ruleOf(u.buyer_user_id, u.brand.id)
            return (
              <li
                key={`${u.buyer_user_id}:${u.brand.id}`}
                className="flex flex-wrap items-center justify-between gap-8 rounded-md border border-border px-10 py-6 text-dp-14"
              >
                <span>
                  {u.buyer_company} ↔ {u.brand.name} ·{' '}
                  <span className="text-muted-foreground">
                    {[
                      u.buyer_level
                        ? m.mt_buyer_says({
                            level:
                              u.buyer_level === 'must' ? m.mt_level_must() : u.buyer_level === 'like' ? m.mt_level_like() : m.mt_level_no(),
                          })
                        : null,
                      u.brand_answer === 'accept'
                        ? m.mt_accepted()
                        : u.brand_answer === 'decline'
                          ? m.mt_declined()
                          : u.brand_level
                            ? m.mt_brand_asked_short()
                            : m.mt_no_answer(),
                      u.verified ? null : m.mt_buyer_unverified(),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  {r ? (
                    <Badge className="ml-6" variant="outline">
                      {r === 'pin' ? m.mt_pinned() : m.mt_forbidden()}
                    </Badge>
                  ) : null}
                </span>
                <span className="flex gap-6">
                  {r ? (
                    <Button size="sm" variant="ghost" onClick={() => setRule(u.buyer_user_id, u.brand.id, 'none')}>
                      {m.mt_clear_rule()}
                    </Button>
                  ) : (
                    <>
                      <Button size="sm" variant="outline" onClick={() => setRule(u.buyer_user_id, u.brand.id, 'pin')}>
                        {m.mt_pin()}
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setRule(u.buyer_user_id, u.brand.id, 'forbid')}>
                        {m.mt_forbid()}
                      </Button>
                    </>
                  )}
                </span>
              </li>
            )
          })}
        </ul>
      </section>
    </div>
  )
}
