import type * as React from 'react'
import { cn } from '@/lib/utils'

export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn('flex flex-col gap-12 rounded-xl border border-border bg-card p-20 text-card-foreground shadow-sm', className)}
      {...props}
    />
  )
}

export function CardTitle({ className, ...props }: React.ComponentProps<'h3'>) {
  // oxlint-disable-next-line jsx-a11y/heading-has-content -- children arrive through props
  return <h3 data-slot="card-title" className={cn('text-dp-18 leading-tight font-semibold', className)} {...props} />
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-dp-14 text-muted-foreground', className)} {...props} />
}
