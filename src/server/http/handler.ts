import type * as z from 'zod/mini'
import type { CsvAnswer, EndpointDef } from '../../api/contract/define'
import type { Db } from '../db/client.server'
import type { Session } from '../auth/session.server'

/** The request's language, as the pipeline sends it (`lan`). */
export type Lan = 'en' | 'cn'

export type HandlerContext = {
  db: Db
  lan: Lan
  /** The caller's session: always set when auth is 'user', 'buyer' or 'brand'; for 'optional', when valid keys came. */
  session: Session | null
  /** The brand the client says it acts for (FromBrandId), if any. */
  fromBrandId: number | null
  ip: string
  /** The raw request (for uploads); absent for in-process SSR calls. */
  request?: Request
  now: Date
}

/** A failure the caller can act on: answered as HTTP 200 with `code` 0 and this message. */
export class ApiError extends Error {
  /** The HTTP status of the answer: 200 for bad input (design.md), 403 for a {@link ForbiddenError}. */
  readonly status: number = 200
  constructor(
    readonly messages: { en: string; cn: string },
    readonly code: 0 | -1 = 0,
  ) {
    super(messages.en)
  }
}

/**
 * The caller is logged in but may not do this (wrong role, or another party's data): HTTP 403
 * with the envelope, as the dispatcher answers a wrong role on a 'brand'/'buyer'/'analyst' endpoint.
 */
export class ForbiddenError extends ApiError {
  override readonly status = 403
}

/**
 * The change was made from an outdated view (a newer quote, another state, a changed order): HTTP
 * 409 with the envelope. Nothing was written; the caller reloads and decides again.
 */
export class ConflictError extends ApiError {
  override readonly status = 409
}

export type Handler<E extends EndpointDef> = (
  input: z.output<E['input']>,
  ctx: HandlerContext & (E['auth'] extends 'anonymous' | 'optional' ? unknown : { session: Session }),
) => Promise<z.input<E['output']>>

export type BoundHandler = { def: EndpointDef; run: (input: unknown, ctx: HandlerContext) => Promise<unknown> }

/** Binds a handler to its contract entry, typed by the entry's input and output schemas. */
export function handle<E extends EndpointDef>(def: E, run: Handler<E>): BoundHandler {
  return { def, run: run as BoundHandler['run'] }
}

/** Binds a handler to a `produces: 'csv'` entry: it returns the file, which the dispatcher streams. */
export function handleCsv<E extends EndpointDef & { produces: 'csv' }>(
  def: E,
  run: (input: z.output<E['input']>, ctx: HandlerContext & { session: Session }) => Promise<CsvAnswer>,
): BoundHandler {
  return { def, run: run as BoundHandler['run'] }
}

/** Picks the field of a bilingual pair for the request's language. */
export function pick(lan: Lan, en: string, zh: string): string {
  return lan === 'cn' ? zh : en
}

/** True for a query flag such as export_ready=1; undefined when absent. */
export function isOn(flag: boolean | '0' | '1' | 'true' | 'false' | undefined): boolean | undefined {
  if (flag === undefined) return undefined
  return flag === true || flag === '1' || flag === 'true'
}
