import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type * as React from 'react'
import { failureMessage } from '@/api/client/pipeline'
import { Button } from '@/components/ui/button'
import { useInquiryMessageMutation, threadQuery } from '../api/queries'
import { BuyerDecision, DecisionNote } from './decision'
import { formatMoment } from '../utils/labels'
import { InquiryTerms, StateBadge, VerificationBadge } from './inquiry-summary'
import { QuoteCard } from '@/components/quote/quote-view'
import { QuoteForm } from './quote-form'
import { CounterView, VersionChanges } from './counter'
import { SampleOnQuote, SampleView } from './sample'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

function Bubble({ mine, author, at, children }: { mine: boolean; author: string; at: string; children: React.ReactNode }) {
  return (
    <li
      className={cn(
        'flex flex-col gap-6 rounded-lg border p-12',
        mine ? 'border-primary/40 bg-primary/5 md:ml-48' : 'border-border md:mr-48',
      )}
    >
      <p className="text-dp-13 text-muted-foreground">
        <span className="font-semibold text-foreground">{author}</span> · {formatMoment(at)}
      </p>
      {children}
    </li>
  )
}

function MessageBox({ inquiryId }: { inquiryId: number }) {
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const send = useInquiryMessageMutation()
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    send.mutate({ inquiry_id: inquiryId, body }, { onSuccess: () => setBody(''), onError: (e) => setError(failureMessage(e)) })
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-8">
      <label htmlFor="thread-message" className="text-dp-14 font-medium">
        {m.inbox_message_label()}
      </label>
      <textarea
        id="thread-message"
        rows={3}
        maxLength={2000}
        required
        className="w-full rounded-md border border-border bg-background p-10 text-dp-14 outline-none focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-ring/40"
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      {error ? (
        <p role="alert" className="text-dp-14 text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="outline" disabled={send.isPending}>
          {m.inbox_send_message()}
        </Button>
      </div>
    </form>
  )
}

/** One inquiry and its thread, for its brand (with the quote form) or its buyer (with "close"). */
export function InquiryThread({ userId, id, back }: { userId: number; id: number; back: '/inbox' | '/inquiries' }) {
  const thread = useQuery(threadQuery(userId, id))
  const [quoting, setQuoting] = useState(false)
  if (thread.error) return <p role="alert">{m.inbox_load_failed({ reason: failureMessage(thread.error) })}</p>
  if (!thread.data) return <p className="text-dp-14 text-muted-foreground">{m.inbox_loading()}</p>
  const { inquiry, side, thread: entries } = thread.data
  // Messages go on until the inquiry is closed or declined; an accepted one talks about its order.
  const open = inquiry.state !== 'closed' && inquiry.state !== 'declined'
  const quotable = open && inquiry.state !== 'accepted'
  // The latest version, and the buyer's counter on it (if any): what a revised quote answers.
  const latest = entries.find((e) => e.id === thread.data.latest_quote_entry_id) ?? null
  const counter = latest ? (entries.findLast((e) => e.counter?.quote_entry_id === latest.id)?.counter ?? null) : null
  const quoteEntries = entries.filter((e) => e.version !== null)
  return (
    <article className="flex flex-col gap-16" aria-labelledby="thread-h" data-testid="inquiry-thread">
      <Link to={back} className="text-dp-14 text-primary hover:underline">
        ← {back === '/inbox' ? m.inbox_back_to_inbox() : m.inbox_back_to_mine()}
      </Link>
      <header className="flex flex-col gap-8 rounded-lg border border-border p-12 md:p-16">
        <div className="flex flex-wrap items-center justify-between gap-8">
          <h2 id="thread-h" className="text-dp-18 font-semibold">
            {side === 'brand' ? inquiry.buyer.company : inquiry.brand.name}
          </h2>
          <div className="flex flex-wrap items-center gap-6">
            {side === 'brand' ? <VerificationBadge status={inquiry.buyer.verification} /> : null}
            <StateBadge state={inquiry.state} />
          </div>
        </div>
        <p className="text-dp-13 text-muted-foreground">
          {m.inbox_ref({ id: inquiry.id })} · {formatMoment(inquiry.created_at)}
          {side === 'brand' ? ` · ${inquiry.buyer.contact_name}` : ''}
        </p>
        <InquiryTerms inquiry={inquiry} />
      </header>

      <section aria-labelledby="thread-entries-h" className="flex flex-col gap-10">
        <h3 id="thread-entries-h" className="text-dp-16 font-semibold">
          {m.inbox_thread()}
        </h3>
        <ol className="flex flex-col gap-10" data-testid="thread-entries">
          {inquiry.message ? (
            <Bubble mine={side === 'buyer'} author={inquiry.buyer.contact_name || inquiry.buyer.company} at={inquiry.created_at}>
              <p className="text-dp-14 whitespace-pre-line">{inquiry.message}</p>
            </Bubble>
          ) : null}
          {entries.map((entry) => (
            <Bubble key={entry.id} mine={entry.side === side} author={entry.author} at={entry.created_at}>
              {entry.version !== null ? (
                <p className="text-dp-14 font-semibold" data-testid="quote-version">
                  {m.quote_version({ version: entry.version })}
                </p>
              ) : null}
              {entry.counter ? <CounterView data={thread.data} counter={entry.counter} /> : null}
              {entry.sample ? <SampleView data={thread.data} sample={entry.sample} /> : null}
              {entry.body ? <p className="text-dp-14 whitespace-pre-line">{entry.body}</p> : null}
              {entry.version !== null && entry.version > 1 ? (
                <VersionChanges
                  version={entry.version}
                  quotes={entry.quotes}
                  previous={quoteEntries.find((e) => e.version === entry.version! - 1)?.quotes ?? null}
                />
              ) : null}
              {entry.quotes.length ? (
                <div className="flex flex-col gap-8">
                  {entry.quotes.map((q) => (
                    <QuoteCard key={q.id} quote={q} />
                  ))}
                  {entry.id === thread.data.latest_quote_entry_id ? <SampleOnQuote data={thread.data} /> : null}
                </div>
              ) : null}
            </Bubble>
          ))}
        </ol>
      </section>

      {open ? (
        <section className="flex flex-col gap-16 rounded-lg border border-border p-12 md:p-16">
          {side === 'brand' && quotable ? (
            quoting ? (
              <QuoteForm
                inquiry={inquiry}
                previous={latest && latest.version !== null ? { entryId: latest.id, version: latest.version, quotes: latest.quotes } : null}
                counter={counter}
                onSent={() => setQuoting(false)}
              />
            ) : (
              <div>
                <Button onClick={() => setQuoting(true)} data-testid="quote-start">
                  {latest?.version ? m.inbox_revise_quote({ version: latest.version }) : m.inbox_quote_start()}
                </Button>
              </div>
            )
          ) : null}
          <MessageBox inquiryId={inquiry.id} />
          {side === 'buyer' && quotable ? <BuyerDecision data={thread.data} /> : null}
        </section>
      ) : null}
      <DecisionNote data={thread.data} ordersTo={back} />
    </article>
  )
}
