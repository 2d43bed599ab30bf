import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { failureMessage } from '@/api/client/pipeline'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'
import { demandCategoriesQuery, useDemandPostMutation } from '../api/queries'

/**
 * A buyer publishes a demand on a matching activity: what they look for, the quantity and the
 * category. It shows on the activity's demand wall (/realTime/demand) within a second.
 */
export function DemandForm({ actId }: { actId: number }) {
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
    </section>
  )
}
