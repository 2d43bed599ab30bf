import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

/**
 * The frame of an organiser's verification queue (buyers, brands): its heading, one tab per status
 * with its count, the last action's error and the loading line; the queue's items are the children.
 */
export function QueueSection<S extends string>(props: {
  id: string
  title: string
  tabs: Array<[S, string]>
  status: S
  onStatus: (status: S) => void
  error: string | undefined
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
      {props.error ? (
        <p role="alert" className="text-dp-14 text-destructive">
          {props.error}
        </p>
      ) : null}
      {props.loading ? <p className="text-dp-14 text-muted-foreground">{m.ev_loading()}</p> : null}
      {props.children}
    </section>
  )
}
