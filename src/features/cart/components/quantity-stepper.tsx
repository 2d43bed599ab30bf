import { useId, useState } from 'react'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

const MAX = 1_000_000

/**
 * − [n] + : a quantity control. Typing commits on blur or Enter; the buttons commit at once.
 * `label` names it for screen readers (e.g. "Quantity of Jasmine rice").
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  unit,
  className,
  testId,
}: {
  value: number
  onChange: (value: number) => void
  label: string
  unit?: string
  className?: string
  testId?: string
}) {
  const id = useId()
  // What the user is typing, until it is committed (blur or Enter); otherwise the value shows.
  const [draft, setDraft] = useState<string | null>(null)
  const text = draft ?? String(value)
  const setText = setDraft
  const commit = (raw: string) => {
    setDraft(null)
    const n = Math.round(Number(raw))
    if (!Number.isFinite(n) || n < 1) return
    const next = Math.min(MAX, n)
    if (next !== value) onChange(next)
  }
  const button =
    'flex size-36 min-h-[36px] min-w-[36px] items-center justify-center text-dp-18 text-foreground hover:bg-accent disabled:opacity-40'
  return (
    <div className={cn('flex items-center gap-8', className)}>
      <div className="inline-flex items-center overflow-hidden rounded-md border border-border" role="group" aria-label={label}>
        <button
          type="button"
          className={button}
          onClick={() => commit(String(value - 1))}
          disabled={value <= 1}
          aria-label={m.cart_b_decrease()}
        >
          −
        </button>
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          inputMode="numeric"
          pattern="[0-9]*"
          value={text}
          onChange={(event) => setText(event.target.value.replace(/[^\d]/g, ''))}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              commit(event.currentTarget.value)
            }
          }}
          className="h-36 min-h-[36px] w-72 min-w-[56px] border-x border-border bg-background text-center text-dp-15 tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-ring/50"
          data-testid={testId}
        />
        <button
          type="button"
          className={button}
          onClick={() => commit(String(value + 1))}
          disabled={value >= MAX}
          aria-label={m.cart_b_increase()}
        >
          +
        </button>
      </div>
      {unit ? <span className="text-dp-14 text-muted-foreground">{unit}</span> : null}
    </div>
  )
}
