import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

export type Notice = { kind: 'ok' | 'error'; text: string }

/**
 * The frame of an organiser's verification queue (buyers, brands): its heading, one tab per status
 * with its count, the last action's outcome and the loading line; the queue's items are the children.
 */
export function QueueSection<S extends string>(props: {
  id: string
  title: string
  tabs: Array<[S, string]>
  status: S
  onStatus: (status: S) => void
  /** The last action's outcome: a success or a failure, as a sentence. */
  notice: Notice | undefined
  loading: boolean
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${props.id}-h`} className="flex flex-col gap-12">
      <h2 id={`${props.id}-h`} className="text-dp-20 font-semibold">
        {props.title}
      </h2>
      <div role="group" aria-label={props.title} className="flex flex-wrap gap-8">
        {props.tabs.map(([value, label]) => (
          <Button
            key={value}
            aria-pressed={props.status === value}
            size="sm"
            variant={props.status === value ? 'default' : 'outline'}
            onClick={() => props.onStatus(value)}
          >
            {label}
          </Button>
        ))}
      </div>
      {props.notice ? (
        <p
          role={props.notice.kind === 'error' ? 'alert' : 'status'}
          className={props.notice.kind === 'error' ? 'text-dp-14 text-destructive' : 'text-dp-14 text-primary'}
          data-testid="queue-notice"
        >
          {props.notice.text}
        </p>
      ) : null}
      {props.loading ? <p className="text-dp-14 text-muted-foreground">{m.ev_loading()}</p> : null}
      {props.children}
    </section>
  )
}
