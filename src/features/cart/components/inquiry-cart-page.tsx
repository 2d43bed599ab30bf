import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useCartModel, type ModelLine } from '../hooks/use-cart-model'
import { earlierCartLines, type EarlierLine } from '../api/merge-local-cart'
import { useDeleteCartLinesMutation } from '../api/queries'
import { CartGroups, estimate, formatEstimate, formatTotals } from './cart-lines'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { actionBarRef } from '@/lib/bottom-bars'
import { m } from '@/paraglide/messages'

/**
 * The review step (terms per brand, summary, submit) is only reached by a click, so it is not
 * part of the page's first load (ADR 037); it downloads once a logged-in cart has lines.
 */
const loadReview = () => import('./inquiry-review')
const InquiryReview = lazy(() => loadReview().then((module) => ({ default: module.InquiryReview })))

type Sent = { inquiry_ids: Array<number>; brand_count: number; item_count: number }

/**
 * The inquiry cart: lines grouped by brand (quantity, delete with undo, drag to reorder), a
 * summary, then the review step with the terms per brand, then a confirmation. Personal, so it
 * renders after hydration only.
 */
export function InquiryCartPage() {
  const cart = useCartModel()
  const [step, setStep] = useState<'cart' | 'review'>('cart')
  const [removed, setRemoved] = useState<{ line: ModelLine; order: Array<string> } | null>(null)
  const [sent, setSent] = useState<Sent | null>(null)
  const canReview = cart.ready && cart.loggedIn && cart.lines.length > 0
  // Lines of the account's earlier cart that the login's merge joined to the visitor's (still in the cart).
  const [earlier, setEarlier] = useState<Array<EarlierLine>>(() => earlierCartLines.get())
  const removeLines = useDeleteCartLinesMutation()
  const earlierHere = cart.loggedIn ? earlier.filter((e) => cart.lines.some((line) => line.id === `c${e.cart_id}`)) : []
  const forgetEarlier = () => {
    earlierCartLines.set([])
    setEarlier([])
  }
  useEffect(() => {
    if (canReview) loadReview().catch(() => undefined)
  }, [canReview])

  if (sent) return <Confirmation sent={sent} />
  if (!cart.ready) {
    if (cart.error)
      return (
        <div className="flex flex-col items-start gap-12 rounded-lg border border-border p-24" role="alert">
          <p className="text-dp-16">{m.cart_b_load_error()}</p>
          <Button variant="outline" onClick={cart.retry}>
            {m.cart_b_retry()}
          </Button>
        </div>
      )
    return <CartSkeleton />
  }
  if (step === 'review' && canReview)
    return (
      <Suspense fallback={<CartSkeleton />}>
        <InquiryReview onBack={() => setStep('cart')} onSent={setSent} />
      </Suspense>
    )

  const undoBar = removed ? (
    <div className="flex flex-wrap items-center justify-between gap-8 rounded-lg bg-muted px-16 py-8" data-testid="undo-bar">
      <span className="text-dp-14">{m.cart_b_removed({ name: removed.line.name })}</span>
      <Button
        variant="outline"
        size="sm"
        data-testid="undo-remove"
        onClick={() => {
          cart.restore(removed.line, removed.order)
          setRemoved(null)
        }}
      >
        {m.cart_b_undo()}
      </Button>
    </div>
  ) : null

  if (!cart.lines.length)
    return (
      <div className="flex flex-col gap-16">
        <div role="status" aria-live="polite">
          {undoBar}
        </div>
        <div
          className="flex flex-col items-center gap-12 rounded-lg border border-dashed border-border px-24 py-48 text-center"
          data-testid="cart-empty"
        >
          <p className="text-dp-18 font-medium">{m.cart_b_empty()}</p>
          <p className="max-w-520 text-dp-14 text-muted-foreground">{m.cart_b_empty_hint()}</p>
          <Button asChild>
            <Link to="/product">{m.cart_b_browse()}</Link>
          </Button>
        </div>
      </div>
    )

  return (
    <div className="grid grid-cols-1 gap-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,340px)]">
      <div className="flex min-w-0 flex-col gap-16">
        <div role="status" aria-live="polite">
          {undoBar}
        </div>
        {earlierHere.length ? (
          <div
            className="flex flex-col gap-8 rounded-lg border border-amber-200 bg-amber-50 px-16 py-12 text-dp-14 text-amber-950"
            role="status"
            data-testid="earlier-cart-note"
          >
            <p>
              {m.cart_b_earlier_note({
                count: String(earlierHere.length),
                names: earlierHere.map((e) => e.name).join(m.cart_b_list_separator()),
              })}
            </p>
            <div className="flex flex-wrap gap-8">
              <Button
                size="sm"
                variant="outline"
                disabled={removeLines.isPending}
                onClick={() => removeLines.mutate({ cart_ids: earlierHere.map((e) => e.cart_id) }, { onSuccess: forgetEarlier })}
                data-testid="earlier-cart-remove"
              >
                {m.cart_b_earlier_remove({ count: String(earlierHere.length) })}
              </Button>
              <Button size="sm" variant="ghost" onClick={forgetEarlier}>
                {m.cart_b_earlier_keep()}
              </Button>
            </div>
          </div>
        ) : null}
        {!cart.loggedIn ? (
          <p className="rounded-lg border border-sky-200 bg-sky-50 px-16 py-12 text-dp-14 text-sky-900" data-testid="local-cart-note">
            {m.cart_b_local_note()}
          </p>
        ) : null}
        <p className="text-dp-14 text-muted-foreground">{m.cart_b_reorder_hint()}</p>
        <CartGroups
          groups={cart.groups}
          onQuantity={cart.setQuantity}
          onReorder={cart.reorder}
          onRemove={(line) => {
            setRemoved({ line, order: cart.lines.map((l) => l.id) })
            cart.remove(line)
          }}
        />
      </div>
      {/* Below lg a bar fixed above the phone's tab bar; the document reserves its height (bottom-bars.ts). */}
      <aside
        ref={actionBarRef}
        aria-label={m.cart_b_summary()}
        className="fixed inset-x-0 bottom-(--tab-bar-height,0px) z-20 flex flex-col gap-8 border-t border-border bg-background/95 px-16 py-12 pb-[max(12px,var(--action-bar-safe-area))] backdrop-blur lg:sticky lg:inset-auto lg:top-96 lg:self-start lg:rounded-lg lg:border lg:p-20"
        data-testid="cart-action-bar"
      >
        <h2 className="hidden text-dp-18 font-semibold lg:block">{m.cart_b_summary()}</h2>
        <p className="text-dp-14" data-testid="cart-summary">
          {m.cart_b_summary_line({
            brands: String(cart.groups.length),
            lines: String(cart.lines.length),
            totals: formatTotals(cart.lines),
          })}
        </p>
        <p className="hidden text-dp-14 text-muted-foreground sm:block">
          {m.cart_b_estimate({ value: formatEstimate(estimate(cart.lines)) })}
        </p>
        {cart.loggedIn ? (
          <Button size="lg" onClick={() => setStep('review')} data-testid="continue-inquiry">
            {m.cart_b_continue()}
          </Button>
        ) : (
          <Button size="lg" asChild data-testid="login-to-send">
            <Link to="/login" search={{ redirect: '/addInquiry' } as never}>
              {m.cart_b_login_to_send()}
            </Link>
          </Button>
        )}
      </aside>
    </div>
  )
}

function CartSkeleton() {
  return (
    <div className="flex flex-col gap-12" role="status" aria-busy="true" aria-label={m.cat_b_loading()}>
      <Skeleton className="h-120" />
      <Skeleton className="h-120" />
    </div>
  )
}

function Confirmation({ sent }: { sent: Sent }) {
  return (
    <section
      className="flex max-w-720 flex-col gap-16 rounded-lg border border-emerald-200 bg-emerald-50/60 p-24"
      role="status"
      data-testid="inquiry-sent"
      aria-labelledby="sent-title"
    >
      <h2 id="sent-title" className="text-dp-24 font-semibold text-emerald-900">
        {m.cart_b_sent_title()}
      </h2>
      <p className="text-dp-16">{m.cart_b_sent_body({ brands: String(sent.brand_count), lines: String(sent.item_count) })}</p>
      <p className="text-dp-14 text-muted-foreground">{m.cart_b_sent_refs({ refs: sent.inquiry_ids.map((id) => `#${id}`).join(', ') })}</p>
      <h3 className="text-dp-17 font-semibold">{m.cart_b_next_title()}</h3>
      <ol className="flex list-decimal flex-col gap-6 pl-20 text-dp-15">
        <li>{m.cart_b_next_1()}</li>
        <li>{m.cart_b_next_2()}</li>
        <li>{m.cart_b_next_3()}</li>
      </ol>
      <div className="flex flex-wrap gap-8">
        <Button asChild>
          <Link to="/inquiries" data-testid="follow-inquiries">
            {m.inbox_follow_in_mine()}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/product">{m.cart_b_browse()}</Link>
        </Button>
      </div>
    </section>
  )
}
