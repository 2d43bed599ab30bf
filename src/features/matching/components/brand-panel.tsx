import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { brandWishesQuery, buyersToAskQuery, useBrandAnswer, useBrandRequest } from '../api/queries'
import type { Viewer } from '@/lib/use-viewer'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

function levelText(level: string | null): string {
  return level === 'must' ? m.mt_level_must() : level === 'like' ? m.mt_level_like() : level === 'no' ? m.mt_level_no() : ''
}

function verificationBadge(status: string | null) {
  const text = status === 'verified' ? m.mt_buyer_verified() : status === 'rejected' ? m.mt_buyer_rejected() : m.mt_buyer_unverified()
  return <Badge variant={status === 'verified' ? 'default' : 'outline'}>{text}</Badge>
}

/**
 * A brand account's side of an activity: the buyers who asked to meet it (company, interests,
 * verification, their level, rank and note) with accept / decline, and the verified buyers it
 * can ask to meet itself.
 */
export function BrandPanel({ viewer, actId }: { viewer: Viewer; actId: number }) {
  const wishes = useQuery(brandWishesQuery(viewer.userId, actId))
  const buyers = useQuery(buyersToAskQuery(viewer.userId, actId))
  const answer = useBrandAnswer()
  const ask = useBrandRequest()
  const [error, setError] = useState<string>()
  const asked = (wishes.data?.list ?? []).filter((w) => w.level !== null && w.level !== 'no')
  return (
    <div className="flex flex-col gap-20">
      <section aria-labelledby="brand-wishes-h" className="flex flex-col gap-10">
        <h2 id="brand-wishes-h" className="text-dp-18 font-semibold">
          {m.mt_buyers_who_asked({ count: asked.length })}
        </h2>
        {error ? (
          <p role="alert" className="text-dp-14 text-destructive">
            {error}
          </p>
        ) : null}
        <ul className="flex flex-col gap-8" data-testid="brand-wishes">
          {asked.map((w) => (
            <li
              key={w.id}
              className="flex flex-col gap-6 rounded-lg border border-border p-12"
              data-testid="brand-wish"
              data-buyer-id={w.buyer.user_id}
            >
              <div className="flex flex-wrap items-center gap-8">
                <span className="text-dp-16 font-semibold">{w.buyer.company}</span>
                {verificationBadge(w.buyer.verification)}
                <Badge variant="secondary">{levelText(w.level)}</Badge>
                {w.rank ? <span className="text-dp-13 text-muted-foreground">{m.mt_ranked({ rank: w.rank })}</span> : null}
              </div>
              <p className="text-dp-13 text-muted-foreground">
                {[
                  ...w.buyer.interests.categories.map((c) => c.name),
                  ...w.buyer.interests.origin_countries.map((c) => c.name),
                  w.buyer.interests.volume,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {w.note ? <p className="text-dp-14">“{w.note}”</p> : null}
              <div className="flex flex-wrap items-center gap-8">
                {w.answer ? (
                  <span className="text-dp-14 font-medium" data-testid="brand-answer">
                    {w.answer === 'accept' ? m.mt_accepted() : m.mt_declined()}
                  </span>
                ) : null}
                <Button
                  size="sm"
                  variant={w.answer === 'accept' ? 'secondary' : 'default'}
                  disabled={answer.isPending}
                  aria-label={m.mt_accept_label({ company: w.buyer.company })}
                  onClick={() => answer.mutate({ wish_id: w.id, answer: 'accept' }, { onError: (e) => setError(e.message) })}
                >
                  {m.mt_accept()}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={answer.isPending}
                  aria-label={m.mt_decline_label({ company: w.buyer.company })}
                  onClick={() => answer.mutate({ wish_id: w.id, answer: 'decline' }, { onError: (e) => setError(e.message) })}
                >
                  {m.mt_decline()}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {wishes.data && !asked.length ? <p className="text-dp-14 text-muted-foreground">{m.mt_nobody_asked()}</p> : null}
      </section>

      <section aria-labelledby="ask-h" className="flex flex-col gap-10">
        <h2 id="ask-h" className="text-dp-18 font-semibold">
          {m.mt_ask_buyers()}
        </h2>
        <ul className="grid gap-8 sm:grid-cols-2">
          {(buyers.data?.list ?? []).map((b) => (
            <li key={b.user_id} className="flex flex-col gap-6 rounded-lg border border-border p-10">
              <span className="text-dp-15 font-medium">{b.company}</span>
              <span className="text-dp-13 text-muted-foreground">
                {[...b.interests.categories.map((c) => c.name), ...b.interests.origin_countries.map((c) => c.name)].join(' · ')}
              </span>
              {b.asked && b.asked !== 'no' ? (
                <span className="text-dp-13 font-medium">{m.mt_you_asked({ level: levelText(b.asked) })}</span>
              ) : (
                <div className="flex gap-6">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={ask.isPending}
                    onClick={() =>
                      ask.mutate(
                        { act_id: actId, buyer_user_id: b.user_id, level: 'must', note: '' },
                        { onError: (e) => setError(e.message) },
                      )
                    }
                  >
                    {m.mt_ask_must()}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={ask.isPending}
                    onClick={() =>
                      ask.mutate(
                        { act_id: actId, buyer_user_id: b.user_id, level: 'like', note: '' },
                        { onError: (e) => setError(e.message) },
                      )
                    }
                  >
                    {m.mt_ask_like()}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
