import { notFound } from '@tanstack/react-router'
import * as z from 'zod/mini'

/** A route id segment: a positive integer written in plain decimal ("7", not "07" or "7.0"). */
const positiveIdSegment = z.string().check(z.regex(/^[1-9]\d{0,14}$/))

/** Parses a positive integer id param; anything else is a 404 (not an error page). */
export function parsePositiveId(raw: string | undefined): number {
  const parsed = positiveIdSegment.safeParse(raw)
  if (!parsed.success) throw notFound()
  return Number(parsed.data)
}

/** For optional id params: absent stays undefined, present must be a positive integer. */
export function parseOptionalPositiveId(raw: string | undefined): number | undefined {
  return raw === undefined || raw === '' ? undefined : parsePositiveId(raw)
}
