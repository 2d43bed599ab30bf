import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { failureMessage } from '@/api/client/pipeline'
import { Button } from '@/components/ui/button'
import type { LiveMessage } from '@/lib/live-events'
import type { Viewer } from '@/lib/use-viewer'
import { getLocale } from '@/paraglide/runtime'
import { m } from '@/paraglide/messages'
import {
  boardQuery,
  checkinListQuery,
  demandWallQuery,
  useAnnouncementPostMutation,
  useAnnouncementRemoveMutation,
  useDemandWithdrawMutation,
} from '../api/queries'
import { useLiveStream } from '../hooks/use-live-stream'
import { applyLiveMessage, type Board } from '../utils/apply'
import { BadgeCamera } from './badge-camera'
import { BadgeSheet } from './badge-sheet'
import { checkinTime, useBadgeCheckIn } from './door-check-in'
import { StatusDot } from './kiosk-frame'
import { ScheduleDesk } from './schedule-desk'

/** The live activity's figures on the console, moving with the same stream as the hall screens. */
function ConsoleFigures({ board }: { board: Board }) {
  const f = board.figures
  const items: Array<[string, number]> = [
    [m.hall_fig_at_door(), f.checked_in],
    [m.hall_fig_scheduled(), f.states.scheduled],
    [m.hall_fig_late(), f.states.late],
    [m.hall_fig_at_table(), f.states.checked_in],
    [m.hall_fig_in_progress(), f.states.in_progress],
    [m.hall_fig_done(), f.states.done],
    [m.hall_fig_no_show(), f.states.no_show],
    [m.hall_fig_deals(), f.deals],
    [m.noshow_fig_recovered(), f.no_shows_recovered],
    [m.noshow_fig_unrecovered(), f.no_shows_unrecovered],
  ]
  return (
    <section aria-labelledby="console-figures-h" className="flex flex-col gap-8">
      <h3 id="console-figures-h" className="text-dp-16 font-semibold">
        {m.hall_console_figures()}
      </h3>
      <dl className="grid grid-cols-2 gap-8 sm:grid-cols-4" data-testid="console-figures">
        {items.map(([label, value]) => (
          <div key={label} className="flex flex-col rounded-md border border-border px-10 py-8">
            <dt className="text-dp-13 text-muted-foreground">{label}</dt>
            <dd className="text-dp-24 font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function Announcements({ board }: { board: Board }) {
  const id = useId()
  const post = useAnnouncementPostMutation()
  const remove = useAnnouncementRemoveMutation()
  const [textEn, setTextEn] = useState('')
  const [textZh, setTextZh] = useState('')
  const [error, setError] = useState<string>()
  const [done, setDone] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    setDone(undefined)
    const sent = { en: textEn, zh: textZh }
    post.mutate(
      { act_id: board.activity.id, text_en: sent.en, text_zh: sent.zh },
      {
        onSuccess: () => {
          // Clear what was posted, but keep anything typed while it was on its way.
          setTextEn((text) => (text === sent.en ? '' : text))
          setTextZh((text) => (text === sent.zh ? '' : text))
          setDone(m.hall_ann_posted())
        },
        onError: (e) => setError(failureMessage(e)),
      },
    )
  }
  const zh = getLocale() === 'zh-CN'
  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-10" data-testid="announcements-panel">
      <h3 id={`${id}-h`} className="text-dp-16 font-semibold">
        {m.hall_announcements()}
      </h3>
      <form onSubmit={submit} className="flex flex-col gap-8">
        <label className="flex flex-col gap-4 text-dp-14">
          {m.hall_ann_text_en()}
          <textarea
            name="text_en"
            rows={2}
            maxLength={280}
            value={textEn}
            onChange={(e) => setTextEn(e.target.value)}
            className="rounded-md border border-border px-10 py-6 text-dp-15"
          />
        </label>
        <label className="flex flex-col gap-4 text-dp-14">
          {m.hall_ann_text_zh()}
          <textarea
            name="text_zh"
            lang="zh-CN"
            rows={2}
            maxLength={280}
            value={textZh}
            onChange={(e) => setTextZh(e.target.value)}
            className="rounded-md border border-border px-10 py-6 text-dp-15"
          />
        </label>
        <div className="flex flex-wrap items-center gap-10">
          <Button type="submit" disabled={post.isPending}>
            {post.isPending ? m.hall_ann_posting() : m.hall_ann_post()}
          </Button>
          {done ? (
            <span role="status" className="text-dp-14 text-muted-foreground">
              {done}
            </span>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="text-dp-14 text-destructive">
            {error}
          </p>
        ) : null}
      </form>
      {board.announcements.length ? (
        <ul className="flex flex-col gap-6" data-testid="announcement-list">
          {board.announcements.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-8 rounded-md border border-border px-10 py-8">
              <span className="min-w-0 flex-1 text-dp-15 break-words">{(zh ? a.text_zh || a.text_en : a.text_en || a.text_zh) || '—'}</span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ act_id: board.activity.id, id: a.id }, { onError: (e) => setError(failureMessage(e)) })}
              >
                {m.hall_ann_remove()}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-dp-14 text-muted-foreground">{m.hall_ann_none()}</p>
      )}
    </section>
  )
}

/**
 * Moderation of the demand wall: buyers' own words go on a public screen, so the organiser can
 * take any of them down; the withdrawal's stream event takes it off every screen at once.
 */
function DemandModeration({ actId }: { actId: number }) {
  const id = useId()
  const wall = useQuery({ ...demandWallQuery(actId), staleTime: 5_000 })
  const hide = useDemandWithdrawMutation()
  const [error, setError] = useState<string>()
  const list = wall.data?.list ?? []
  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-10" data-testid="demand-moderation">
      <h3 id={`${id}-h`} className="text-dp-16 font-semibold">
        {m.hall_mod_title()}
      </h3>
      <p className="text-dp-14 text-muted-foreground">{m.hall_mod_intro()}</p>
      {error ? (
        <p role="alert" className="text-dp-14 text-destructive">
          {error}
        </p>
      ) : null}
      {list.length ? (
        <ul className="flex flex-col gap-6">
          {list.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-8 rounded-md border border-border px-10 py-8">
              <span className="min-w-0 flex-1 text-dp-15 break-words">
                {d.company ? `${d.company}: ` : ''}
                {d.content}
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={hide.isPending}
                onClick={() => hide.mutate({ id: d.id }, { onError: (e) => setError(failureMessage(e)) })}
              >
                {m.hall_mod_hide()}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-dp-14 text-muted-foreground">{m.hall_mod_none()}</p>
      )}
    </section>
  )
}

/**
 * Check-in at the door: a badge's code scanned (a USB or Bluetooth scanner types it and Enter
 * into the focused field, or the phone's camera reads its QR code) or typed, or the person found
 * by name or company.
 */
function CheckIn({ board, viewer }: { board: Board; viewer: Viewer }) {
  const id = useId()
  const [keyword, setKeyword] = useState('')
  const [printing, setPrinting] = useState(false)
  const list = useQuery({ ...checkinListQuery(viewer.userId, board.activity.id, keyword.trim()), placeholderData: keepPreviousData })
  const { ticket, setTicket, send, submit, result, checkin } = useBadgeCheckIn(board.activity.id)
  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-10" data-testid="checkin-panel">
      <h3 id={`${id}-h`} className="text-dp-16 font-semibold">
        {m.hall_checkin_title()}
      </h3>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-8">
        <label className="flex min-w-0 flex-1 flex-col gap-4 text-dp-14">
          {m.hall_checkin_code()}
          <input
            name="ticket"
            value={ticket}
            onChange={(e) => setTicket(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            className="rounded-md border border-border px-10 py-6 font-mono text-dp-16 tracking-wider"
          />
        </label>
        <Button type="submit" disabled={checkin.isPending}>
          {m.hall_checkin_submit()}
        </Button>
      </form>
      <div className="flex flex-wrap items-start gap-8">
        <BadgeCamera onCode={(code) => send({ ticket: code })} />
        <Button asChild variant="outline">
          <Link to="/organiser/door" search={{ act_id: board.activity.id }}>
            {m.hall_door_open()}
          </Link>
        </Button>
        <Button type="button" variant="outline" onClick={() => (printing ? window.print() : setPrinting(true))}>
          {m.hall_badges_print()}
        </Button>
      </div>
      {printing ? <BadgeSheet userId={viewer.userId} actId={board.activity.id} title={board.activity.title} /> : null}
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={result.ok ? 'text-dp-15 font-medium' : 'text-dp-15 text-destructive'}
          data-testid="checkin-result"
        >
          {result.text}
        </p>
      ) : null}
      <label className="flex flex-col gap-4 text-dp-14">
        {m.hall_checkin_find()}
        <input
          type="search"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          className="rounded-md border border-border px-10 py-6 text-dp-15"
        />
      </label>
      {list.data ? (
        <>
          <p className="text-dp-13 text-muted-foreground">
            {m.hall_checkin_count({ checked: list.data.checked_in, total: list.data.total })}
          </p>
          <ul className="flex flex-col gap-6" data-testid="checkin-list">
            {list.data.list.slice(0, 8).map((a) => (
              <li key={a.user_id} className="flex flex-wrap items-center justify-between gap-8 rounded-md border border-border px-10 py-6">
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-dp-15 font-medium">{a.name || a.company}</span>
                  <span className="truncate text-dp-13 text-muted-foreground">
                    {a.company} ·{' '}
                    <span className="font-mono" data-testid="ticket">
                      {a.ticket}
                    </span>
                  </span>
                </span>
                {a.checked_in_at ? (
                  <span className="text-dp-14 text-muted-foreground">{m.hall_checkin_at({ time: checkinTime(a.checked_in_at) })}</span>
                ) : (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={checkin.isPending}
                    onClick={() => send({ user_id: a.user_id })}
                  >
                    {m.hall_checkin_submit()}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}

/**
 * The organiser console's live part: the live activity's figures as they move, and the
 * announcements on its hall screens. Rendered after hydration (the organiser's page is personal).
 */
export function LiveConsole({ viewer }: { viewer: Viewer }) {
  const client = useQueryClient()
  const query = boardQuery({})
  const board = useQuery(query)
  if (board.isPending) return null
  if (board.error) {
    return (
      <section aria-labelledby="live-console-h" className="flex flex-col gap-8">
        <h2 id="live-console-h" className="text-dp-20 font-semibold">
          {m.hall_console_title()}
        </h2>
        <p className="text-dp-15 text-muted-foreground">{failureMessage(board.error)}</p>
      </section>
    )
  }
  const onMessage = (message: LiveMessage) => {
    client.setQueryData<Board>(query.queryKey, (old) => old && applyLiveMessage(old, message))
    // A no-show, a late meeting or a changed schedule: the desk's proposals and the board's figures are read again.
    if (
      message.type === 'refresh' ||
      (message.type === 'record' && (message.to === 'no_show' || message.to === 'late' || message.from === 'late'))
    ) {
      void client.invalidateQueries({ queryKey: ['live', 'noShows'] })
      if (message.type === 'refresh') void client.invalidateQueries({ queryKey: query.queryKey })
    }
  }
  return (
    <LiveConsoleBody
      board={board.data}
      viewer={viewer}
      onMessage={onMessage}
      onReset={() => void client.invalidateQueries({ queryKey: query.queryKey })}
    />
  )
}

function LiveConsoleBody(props: { board: Board; viewer: Viewer; onMessage: (message: LiveMessage) => void; onReset: () => void }) {
  const { board, onMessage, onReset } = props
  const status = useLiveStream({ activityId: board.activity.id, after: board.last_event_id, onMessage, onReset })
  return (
    <section
      aria-labelledby="live-console-h"
      className="flex flex-col gap-12 rounded-lg border border-border p-12"
      data-testid="live-console"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-8">
        <h2 id="live-console-h" className="text-dp-20 font-semibold">
          {m.hall_console_title()}
        </h2>
        <span className="text-dp-14 text-muted-foreground [&_[role=status]]:text-dp-14">
          <StatusDot status={status} />
        </span>
      </div>
      <p className="text-dp-15">
        {board.activity.title} · {board.activity.venue}{' '}
        <Link to="/realTime/$act_id" params={{ act_id: board.activity.id }} className="underline">
          {m.hall_open_screen()}
        </Link>
      </p>
      <ConsoleFigures board={board} />
      <ScheduleDesk actId={board.activity.id} viewer={props.viewer} />
      <Announcements board={board} />
      <DemandModeration actId={board.activity.id} />
      <CheckIn board={board} viewer={props.viewer} />
    </section>
  )
}
