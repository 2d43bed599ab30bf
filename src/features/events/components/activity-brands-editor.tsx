import { useState } from 'react'
import { useSetActivityBrandsMutation } from '../api/queries'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

/** Brand ids from a comma- or space-separated list (anything else is left out). */
function ids(text: string): Array<number> {
  return text
    .split(/[\s,，]+/)
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0)
}

/** The organiser adds brands to an activity or takes them out (issue 27 §1): only these take part. */
export function ActivityBrandsEditor({ actId, title }: { actId: number; title: string }) {
  const [text, setText] = useState('')
  const [count, setCount] = useState<number>()
  const [error, setError] = useState<string>()
  const change = useSetActivityBrandsMutation()
  const send = (kind: 'add' | 'remove') => {
    setError(undefined)
    change.mutate(
      { act_id: actId, [kind]: ids(text) },
      {
        onSuccess: (data) => {
          setCount(data.brand_ids.length)
          setText('')
        },
        onError: (e) => setError(e.message),
      },
    )
  }
  return (
    <div className="flex flex-wrap items-end gap-8" data-testid="activity-brands" data-act-id={actId}>
      <label className="flex flex-col gap-2 text-dp-13">
        {m.ev_ab_label()}
        <input
          value={text}
          aria-label={`${m.ev_ab_label()} · ${title}`}
          onChange={(e) => setText(e.target.value)}
          inputMode="numeric"
          className="h-32 min-w-180 rounded-md border border-border bg-background px-8 text-dp-14"
        />
      </label>
      <Button size="sm" disabled={change.isPending || !ids(text).length} onClick={() => send('add')}>
        {m.ev_ab_add()}
      </Button>
      <Button size="sm" variant="outline" disabled={change.isPending || !ids(text).length} onClick={() => send('remove')}>
        {m.ev_ab_remove()}
      </Button>
      {count !== undefined ? <span className="text-dp-13 text-muted-foreground">{m.ev_ab_count({ count })}</span> : null}
      {error ? (
        <p role="alert" className="text-dp-13 text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
