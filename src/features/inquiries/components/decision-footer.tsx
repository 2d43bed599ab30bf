import type * as React from 'react'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

/** A decision form's end: the refusal, if any, then Cancel beside the form's own confirm button. */
export function DecisionFooter({ error, onCancel, children }: { error: string | null; onCancel: () => void; children: React.ReactNode }) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-dp-14 text-destructive" data-testid="decision-error">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-8">
        <Button type="button" variant="outline" onClick={onCancel}>
          {m.decision_cancel()}
        </Button>
        {children}
      </div>
    </>
  )
}
