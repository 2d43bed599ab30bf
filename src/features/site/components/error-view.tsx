import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

/** The generic error page body: status code, status message and description. */
export function ErrorView({
  status,
  title,
  message,
  description,
  actions,
  children,
}: {
  status: number
  title: string
  message?: string
  description: string
  actions?: React.ReactNode
  /** More ways on, below the actions (the 404's search and links). */
  children?: React.ReactNode
}) {
  return (
    <section className="mx-auto flex max-w-720 flex-col items-center gap-16 px-24 py-80 text-center" aria-labelledby="error-title">
      <p className="text-dp-14 font-semibold tracking-wide text-primary" data-testid="error-status">
        {m.error_status({ code: String(status) })}
      </p>
      <h1 id="error-title" className="text-dp-40 font-semibold text-brand-ink">
        {title}
      </h1>
      {message ? (
        <p className="text-dp-16 break-all text-foreground" data-testid="error-message">
          {message}
        </p>
      ) : null}
      <p className="text-dp-16 text-muted-foreground">{description}</p>
      <div className="flex flex-wrap justify-center gap-12">
        {actions}
        <Button asChild variant="outline">
          <Link to="/">{m.error_go_home()}</Link>
        </Button>
      </div>
      {children}
    </section>
  )
}
