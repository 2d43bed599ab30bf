import { notFound } from '@tanstack/react-router'

/** A route id segment: a positive integer written in plain decimal ("7", not "07" or "7.0"). */
const POSITIVE_ID_SEGMENT = /^[1-9]\d{0,14}$/

/** Parses a positive integer id param; anything else is a 404 (not an error page). */
export function parsePositiveId(raw: string | undefined): number {
  if (typeof raw !== 'string' || !POSITIVE_ID_SEGMENT.test(raw)) throw notFound()
  return Number(raw)
}

/** For optional id params: absent stays undefined, present must be a positive integer. */
export function parseOptionalPositiveId(raw: string | undefined): number | undefined {
  return raw === undefined || raw === '' ? undefined : parsePositiveId(raw)
}
