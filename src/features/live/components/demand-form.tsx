import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { failureMessage } from '@/api/client/pipeline'
import { Button } from '@/components/ui/button'
import type { Viewer } from '@/lib/use-viewer'
import { m } from '@/paraglide/messages'
import { demandCategoriesQuery, myDemandsQuery, useDemandPostMutation, useDemandWithdrawMutation } from '../api/queries'

/**
 * A buyer publishes a demand on a matching activity: what they look for, the quantity and the
 * category. It shows on the activity's demand wall (/realTime/demand) within a second. Below the
 * form, the buyer's own published demands, each with a button that withdraws it from the wall.
 */
export function DemandForm({ viewer, actId }: { viewer: Viewer; actId: number }) {
  const id = useId()
  const post = useDemandPostMutation()
  const categories = useQuery(demandCategoriesQuery())
  const [content, setContent] = useState('')
  const [quantity, setQuantity] = useState('')
  const [categoryId, setCategoryId] = useState(0)
  const [error, setError] = useState<string>()
  const [done, setDone] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    setDone(false)
    post.mutate(
      { act_id: actId, content, quantity, category_id: categoryId || undefined },
      {
        onSuccess: () => {
          setContent('')
          setQuantity('')
          setDone(true)
        },
        onError: (e) => setError(failureMessage(e)),
      },
    )
  }
  const field = 'rounded-md border border-border bg-background px-10 py-6 text-dp-15'
  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-10 rounded-lg border border-border p-16" data-testid="demand-form">
      <h3 id={`${id}-h`} className="text-dp-18 font-semibold">
        {m.live2_demand_title()}
      </h3>
      <p className="text-dp-14 text-muted-foreground">{m.live2_demand_lead()}</p>
      <form onSubmit={submit} className="flex flex-col gap-10">
        <label className="flex flex-col gap-4 text-dp-14">
          {m.live2_demand_content()}
          <textarea
            name="content"
            rows={3}
            maxLength={500}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            className={field}
          />
        </label>
        <div className="grid gap-10 sm:grid-cols-2">
          <label className="flex flex-col gap-4 text-dp-14">
            {m.live2_demand_quantity()}
            <input name="quantity" maxLength={100} value={quantity} onChange={(e) => setQuantity(e.target.value)} className={field} />
          </label>
          <label className="flex flex-col gap-4 text-dp-14">
            {m.live2_demand_category()}
            <select
              name="category_id"
              value={categoryId}
              onChange={(e) => setCategoryId(Number(e.target.value))}
              className={`h-40 ${field}`}
            >
              <option value={0}>{m.live2_demand_any_category()}</option>
              {(categories.data?.list ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="flex flex-wrap items-center gap-10">
          <Button type="submit" disabled={post.isPending} data-testid="demand-submit">
            {post.isPending ? m.live2_demand_sending() : m.live2_demand_submit()}
          </Button>
          {done ? (
            <span role="status" className="text-dp-14 text-muted-foreground">
              {m.live2_demand_posted()}
            </span>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="text-dp-14 text-destructive">
            {error}
          </p>
        ) : null}
      </form>
      <MyDemands viewer={viewer} actId={actId} />
    </section>
  )
}

/** The buyer's published demands of the activity, newest first, each with its withdraw button. */
function MyDemands({ viewer, actId }: { viewer: Viewer; actId: number }) {
  const id = useId()
  const mine = useQuery(myDemandsQuery(viewer.userId, actId))
  const withdraw = useDemandWithdrawMutation()
  const [status, setStatus] = useState<{ error?: string; done?: boolean }>({})
  const list = mine.data?.list ?? []
  const remove = (demandId: number) => {
    setStatus({})
    withdraw.mutate(
      { id: demandId },
      { onSuccess: () => setStatus({ done: true }), onError: (e) => setStatus({ error: failureMessage(e) }) },
    )
  }
  if (!list.length && !status.done && !status.error) return null
  return (
    <div className="flex flex-col gap-8 border-t border-border pt-12" data-testid="my-demands">
      {list.length ? (
        <>
          <h4 id={`${id}-h`} className="text-dp-15 font-semibold">
            {m.lg_mine_title()}
          </h4>
          <ul aria-labelledby={`${id}-h`} className="flex flex-col gap-8">
            {list.map((d) => (
              <li
                key={d.id}
                className="flex flex-col gap-8 rounded-md border border-border p-10 sm:flex-row sm:items-center sm:justify-between"
                data-testid="my-demand"
              >
                <div className="flex min-w-0 flex-col gap-2">
                  <p className="text-dp-15 break-words">{d.content}</p>
                  {d.quantity || d.category ? (
                    <p className="text-dp-13 text-muted-foreground">{[d.quantity, d.category].filter(Boolean).join(' · ')}</p>
                  ) : null}
                </div>
                <Button
                  type="button"
                  variant="outline"
                  className="shrink-0 self-start sm:self-center"
                  disabled={withdraw.isPending && withdraw.variables.id === d.id}
                  aria-label={m.lg_withdraw_label({ content: d.content })}
                  onClick={() => remove(d.id)}
                  data-testid="demand-withdraw"
                >
                  {withdraw.isPending && withdraw.variables.id === d.id ? m.lg_withdrawing() : m.lg_withdraw()}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {status.done ? (
        <p role="status" className="text-dp-14 text-muted-foreground">
          {m.lg_withdrawn()}
        </p>
      ) : null}
      {status.error ? (
        <p role="alert" className="text-dp-14 text-destructive">
          {status.error}
        </p>
      ) : null}
    </div>
  )
}
