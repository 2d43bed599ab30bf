import { useRouterState } from '@tanstack/react-router'
import type * as React from 'react'
import { Breadcrumbs, type Crumb } from './breadcrumbs'
import { cn } from '@/lib/utils'

/**
 * The frame every page renders inside its layout: breadcrumbs, the page's one <h1>, a lead
 * paragraph and the page body. Pages of later issues put their content in `children`.
 */
export function PageFrame({
  title,
  lead,
  crumbs = [],
  meta,
  children,
  className,
}: {
  title: string
  lead?: string
  crumbs?: Array<Crumb>
  /** A small line under the title, e.g. the activity a record belongs to. */
  meta?: React.ReactNode
  children?: React.ReactNode
  className?: string
}) {
  const isMobile = useRouterState({ select: (s) => s.location.pathname.startsWith('/mobile') })
  return (
    <div className={cn('mx-auto flex w-full max-w-1200 flex-col gap-16 px-24 py-32', className)}>
      <Breadcrumbs crumbs={crumbs} current={title} home={isMobile ? '/mobile' : '/'} />
      <header className="flex flex-col gap-8">
        <h1 className="text-dp-36 leading-tight font-semibold text-brand-ink">{title}</h1>
        {meta ? <div className="text-dp-14 text-muted-foreground">{meta}</div> : null}
        {lead ? <p className="max-w-800 text-dp-16 text-muted-foreground">{lead}</p> : null}
      </header>
      {children}
    </div>
  )
}
