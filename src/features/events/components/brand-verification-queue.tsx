import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { brandQueueQuery, useVerifyBrandMutation } from '../api/queries'
import type { Viewer } from '@/lib/use-viewer'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'
import { QueueSection, type Notice } from './queue-section'
import { formatDate } from '@/lib/event-dates'
import { failureMessage } from '@/api/client/pipeline'
import { getLocale } from '@/paraglide/runtime'

type Status = 'pending' | 'verified' | 'rejected'

const inputClass = 'h-32 min-h-[36px] min-w-180 rounded-md border border-border bg-background px-8 text-dp-14'

/** The organiser's brand verification queue: verify, or reject with the reason in both languages. */
export function BrandVerificationQueue({ viewer }: { viewer: Viewer }) {
  const [status, setStatus] = useState<Status>('pending')
  const queue = useQuery(brandQueueQuery(viewer.userId, status))
  const verify = useVerifyBrandMutation()
  const [reasons, setReasons] = useState<Record<number, { en: string; zh: string }>>({})
  const [notice, setNotice] = useState<Notice>()
  if (queue.error)
    return (
      <p role="alert" className="text-dp-15 text-destructive">
        {m.ev_vq_load_failed({ reason: failureMessage(queue.error) })}
      </p>
    )
  const counts = queue.data?.counts
  const tabs: Array<[Status, string]> = [
    ['pending', m.ev_bq_pending({ count: counts?.pending ?? 0 })],
    ['verified', m.ev_bq_verified({ count: counts?.verified ?? 0 })],
    ['rejected', m.ev_bq_rejected({ count: counts?.rejected ?? 0 })],
  ]
  const reasonOf = (id: number) => reasons[id] ?? { en: '', zh: '' }
  const decide = (b: { user_id: number; name_en: string; name_zh: string }, decision: 'verified' | 'rejected') => {
    setNotice(undefined)
    const name = getLocale() === 'zh-CN' ? b.name_zh || b.name_en : b.name_en
    const reason = reasonOf(b.user_id)
    verify.mutate(
      decision === 'verified'
        ? { user_id: b.user_id, decision }
        : { user_id: b.user_id, decision, reason_en: reason.en, reason_zh: reason.zh },
      {
        onSuccess: () =>
          setNotice({ kind: 'ok', text: decision === 'verified' ? m.ev_vq_done_verified({ name }) : m.ev_vq_done_rejected({ name }) }),
        onError: (e) => setNotice({ kind: 'error', text: m.ev_vq_failed({ name, reason: failureMessage(e) }) }),
      },
    )
  }
  return (
    <QueueSection id="bq" title={m.ev_bq_title()} tabs={tabs} status={status} onStatus={setStatus} notice={notice} loading={!queue.data}>
      <ul className="flex flex-col gap-8" data-testid="brand-queue">
        {(queue.data?.list ?? []).map((b) => (
          <li key={b.user_id} className="flex flex-col gap-6 rounded-lg border border-border p-12" data-testid="brand-queue-item">
            <div className="flex flex-wrap items-baseline justify-between gap-8">
              <span className="text-dp-16 font-semibold">
                {b.name_en} · {b.name_zh} ({b.country_code})
              </span>
              <span className="text-dp-13 text-muted-foreground">
                {b.contact_name ?? ''} · {b.mobile ?? ''} · {formatDate(b.submitted_at, getLocale())}
              </span>
            </div>
            {b.brand_id ? <p className="text-dp-13 text-muted-foreground">{m.ev_bq_rename()}</p> : null}
            {b.intro ? <p className="text-dp-13">{b.intro}</p> : null}
            {b.status === 'rejected' ? <p className="text-dp-13 text-destructive">{b.reason}</p> : null}
            <div className="flex flex-wrap items-end gap-8">
              {b.status !== 'verified' ? (
                <Button
                  size="sm"
                  disabled={verify.isPending}
                  aria-label={m.ev_bq_verify_label({ name: b.name_en })}
                  onClick={() => decide(b, 'verified')}
                >
                  {m.ev_vq_verify()}
                </Button>
              ) : null}
              {b.status === 'pending' ? (
                <>
                  <label className="flex flex-col gap-2 text-dp-13">
                    {m.ev_bq_reason_en()}
                    <input
                      value={reasonOf(b.user_id).en}
                      onChange={(e) => setReasons({ ...reasons, [b.user_id]: { ...reasonOf(b.user_id), en: e.target.value } })}
                      className={inputClass}
                    />
                  </label>
                  <label className="flex flex-col gap-2 text-dp-13">
                    {m.ev_bq_reason_zh()}
                    <input
                      value={reasonOf(b.user_id).zh}
                      onChange={(e) => setReasons({ ...reasons, [b.user_id]: { ...reasonOf(b.user_id), zh: e.target.value } })}
                      className={inputClass}
                    />
                  </label>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={verify.isPending}
                    aria-label={m.ev_bq_reject_label({ name: b.name_en })}
                    onClick={() => decide(b, 'rejected')}
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
