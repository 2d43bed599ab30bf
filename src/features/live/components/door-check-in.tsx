import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useRef, useState, type FormEvent } from 'react'
import { checkinListQuery, useCheckinMutation } from '../api/queries'
import { BadgeCamera } from './badge-camera'
import type { Viewer } from '@/lib/use-viewer'
import { failureMessage } from '@/api/client/pipeline'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { getLocale } from '@/paraglide/runtime'
import { m } from '@/paraglide/messages'

/** A check-in's time of day, in the page's locale. */
export const checkinTime = (iso: string) =>
  new Intl.DateTimeFormat(getLocale(), { hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso))

/**
 * A badge read at the door: the code from a scanner (it types the code and Enter into the focused
 * field), the camera or the keyboard, or a person picked from the list. The field clears on every
 * read, good or bad, so a scanner never appends the next badge to the last one.
 */
export function useBadgeCheckIn(actId: number, afterRead?: () => void) {
  const checkin = useCheckinMutation()
  const [ticket, setTicket] = useState('')
  const [result, setResult] = useState<{ ok: boolean; text: string; at: number }>()
  const send = (input: { ticket?: string; user_id?: number }) =>
    checkin.mutate(
      { act_id: actId, ...input },
      {
        onSuccess: (a) =>
          setResult({
            ok: true,
            at: Date.now(),
            text: a.already
              ? m.hall_checkin_already({ name: a.name || a.company, time: a.checked_in_at ? checkinTime(a.checked_in_at) : '' })
              : m.hall_checkin_done({ name: a.name || a.company, company: a.company }),
          }),
        onError: (e) => setResult({ ok: false, at: Date.now(), text: failureMessage(e) }),
        onSettled: afterRead,
      },
    )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const code = ticket.trim()
    setTicket('')
    if (code) send({ ticket: code })
  }
  return { ticket, setTicket, send, submit, result, checkin }
}

/**
 * The door screen: one large field that keeps the focus for the scanner, and the last read's
 * result in large type, green or red, with the count of who is in.
 */
export function DoorCheckIn({ viewer, actId, title }: { viewer: Viewer; actId: number; title: string }) {
  const id = useId()
  const field = useRef<HTMLInputElement>(null)
  // After each read (a camera read or a click elsewhere included) the field has the focus again, for the next badge.
  const { ticket, setTicket, send, submit, result, checkin } = useBadgeCheckIn(actId, () => field.current?.focus())
  const count = useQuery(checkinListQuery(viewer.userId, actId, ''))
  return (
    <section className="flex flex-col gap-24" data-testid="door-check-in">
      <p className="text-dp-20 font-medium">{title}</p>
      <form onSubmit={submit} className="flex flex-col gap-12">
        <label htmlFor={`${id}-code`} className="text-dp-20 font-semibold">
          {m.hall_checkin_code()}
        </label>
        <div className="flex flex-wrap gap-12">
          <input
            id={`${id}-code`}
            ref={field}
            name="ticket"
            value={ticket}
            onChange={(e) => setTicket(e.target.value)}
            // The screen exists to read badges: the field has the focus from the start.
            // oxlint-disable-next-line jsx-a11y/no-autofocus -- a single-purpose door screen
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            className="min-h-[64px] min-w-0 flex-1 rounded-lg border-2 border-border px-16 font-mono text-dp-32 tracking-wider"
          />
          <Button type="submit" size="lg" className="min-h-[64px] px-24 text-dp-20" disabled={checkin.isPending}>
            {m.hall_checkin_submit()}
          </Button>
        </div>
      </form>
      <div
        role={result && !result.ok ? 'alert' : 'status'}
        aria-live="assertive"
        className={cn(
          'flex min-h-[160px] items-center rounded-xl border-2 p-24 text-dp-32 font-semibold',
          !result && 'border-dashed border-border text-muted-foreground',
          result?.ok && 'border-emerald-700 bg-emerald-50 text-emerald-900',
          result && !result.ok && 'border-destructive bg-red-50 text-destructive',
        )}
        data-testid="door-result"
        data-ok={result ? String(result.ok) : undefined}
      >
        {result ? result.text : m.hall_door_waiting()}
      </div>
      {count.data ? (
        <p className="text-dp-20" data-testid="door-count">
          {m.hall_checkin_count({ checked: count.data.checked_in, total: count.data.total })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-12">
        <BadgeCamera onCode={(code) => send({ ticket: code })} />
        <Button asChild variant="outline">
          <Link to="/organiser">{m.hall_door_back()}</Link>
        </Button>
      </div>
    </section>
  )
}
