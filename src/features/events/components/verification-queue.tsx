import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useVerifyMutation, verificationQuery } from '../api/queries'
import type { Viewer } from '@/lib/use-viewer'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'
import { QueueSection, type Notice } from './queue-section'
import { formatDate } from '@/lib/event-dates'
import { failureMessage } from '@/api/client/pipeline'
import { getLocale } from '@/paraglide/runtime'

type Status = 'submitted' | 'verified' | 'rejected'

/** The organiser's buyer verification queue: verify, or reject with a reason. */
export function VerificationQueue({ viewer }: { viewer: Viewer }) {
  const [status, setStatus] = useState<Status>('submitted')
  const queue = useQuery(verificationQuery(viewer.userId, status))
  const verify = useVerifyMutation()
  const [reasons, setReasons] = useState<Record<number, string>>({})
  const [notice, setNotice] = useState<Notice>()
  if (queue.error)
    return (
      <p role="alert" className="text-dp-15 text-destructive">
        {m.ev_vq_load_failed({ reason: failureMessage(queue.error) })}
      </p>
    )
  const decide = (p: { user_id: number; company: string }, decision: 'verified' | 'rejected') => {
    setNotice(undefined)
    verify.mutate(
      { user_id: p.user_id, decision, reason: decision === 'rejected' ? (reasons[p.user_id] ?? '') : '' },
      {
        onSuccess: () =>
          setNotice({
            kind: 'ok',
            text: decision === 'verified' ? m.ev_vq_done_verified({ name: p.company }) : m.ev_vq_done_rejected({ name: p.company }),
          }),
        onError: (e) => setNotice({ kind: 'error', text: m.ev_vq_failed({ name: p.company, reason: failureMessage(e) }) }),
      },
    )
  }
  const counts = queue.data?.counts
  const tabs: Array<[Status, string]> = [
    ['submitted', m.ev_vq_waiting({ count: counts?.submitted ?? 0 })],
    ['verified', m.ev_vq_verified({ count: counts?.verified ?? 0 })],
    ['rejected', m.ev_vq_rejected({ count: counts?.rejected ?? 0 })],
  ]
  return (
    <QueueSection id="vq" title={m.ev_vq_title()} tabs={tabs} status={status} onStatus={setStatus} notice={notice} loading={!queue.data}>
      <ul className="flex flex-col gap-8" data-testid="verification-queue">
        {(queue.data?.list ?? []).map((p) => (
          <li
            key={p.user_id}
            className="flex flex-col gap-6 rounded-lg border border-border p-12"
            data-testid="queue-item"
            data-user-id={p.user_id}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-8">
              <span className="text-dp-16 font-semibold">{p.company}</span>
              <span className="text-dp-13 text-muted-foreground">
                {p.contact_name} · {p.mobile ?? ''} · {formatDate(p.submitted_at, getLocale())}
              </span>
            </div>
            <p className="text-dp-13">
              {[
                ...p.member_categories.map((c) => c.name),
                ...p.interests.categories.map((c) => c.name),
                ...p.interests.origin_countries.map((c) => c.name),
                p.interests.volume,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {p.status === 'rejected' ? <p className="text-dp-13 text-destructive">{p.reason}</p> : null}
            <div className="flex flex-wrap items-end gap-8">
              {p.status !== 'verified' ? (
                <Button
                  size="sm"
                  disabled={verify.isPending}
                  aria-label={m.ev_vq_verify_label({ company: p.company })}
                  onClick={() => decide(p, 'verified')}
                >
                  {m.ev_vq_verify()}
                </Button>
              ) : null}
              {p.status !== 'rejected' ? (
                <>
                  <label className="flex flex-col gap-2 text-dp-13">
                    {m.ev_vq_reason()}
                    <input
                      value={reasons[p.user_id] ?? ''}
                      onChange={(e) => setReasons({ ...reasons, [p.user_id]: e.target.value })}
                      className={cn('h-32 min-h-[36px] min-w-220 rounded-md border border-border bg-background px-8 text-dp-14')}
                    />
                  </label>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={verify.isPending}
                    aria-label={m.ev_vq_reject_label({ company: p.company })}
                    onClick={() => decide(p, 'rejected')}
                  >
                    {m.ev_vq_reject()}
                  </Button>
                </>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {queue.data && !queue.data.list.length ? <p className="text-dp-14 text-muted-foreground">{m.ev_vq_empty()}</p> : null}
    </QueueSection>
  )
}
