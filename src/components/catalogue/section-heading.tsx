import { Link, type LinkProps } from '@tanstack/react-router'
import type * as React from 'react'

/** A page section's heading with an optional "see all" link on the right. */
export function SectionHeading({
  id,
  title,
  more,
  children,
}: {
  id: string
  title: string
  more?: { label: string; to: NonNullable<LinkProps['to']>; search?: Record<string, unknown> }
  children?: React.ReactNode
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-12">
      <div className="flex flex-col gap-4">
        <h2 id={id} className="text-dp-24 leading-tight font-semibold text-brand-ink">
          {title}
        </h2>
        {children}
      </div>
      {more ? (
        <Link to={more.to} search={more.search as never} className="text-dp-14 font-medium text-primary hover:underline">
          {more.label} →
        </Link>
      ) : null}
    </div>
  )
}
