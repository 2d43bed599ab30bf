import * as z from 'zod/mini'

/**
 * Search params read on any page (spec §2: the messaging-app QR login return).
 * Each field is validated on its own; an invalid value is dropped rather than failing the
 * page, so a bad link never causes an error page or a redirect loop.
 */
const fields = {
  code: z.string().check(z.minLength(1), z.maxLength(512)),
  state: z.string().check(z.minLength(1), z.maxLength(512)),
  type: z.union([z.literal(1), z.literal(2)]),
  activity_id: z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
}

export type RootSearch = {
  code?: string
  state?: string
  type?: 1 | 2
  activity_id?: number
}

/** The router hands search values over already JSON-parsed: `?code=123` arrives as 123. */
function normalise(key: keyof typeof fields, value: unknown): unknown {
  if (key === 'code' || key === 'state') return typeof value === 'number' ? String(value) : value
  if (typeof value === 'string' && /^\d{1,16}$/.test(value)) return Number(value)
  return value
}

export function parseRootSearch(input: Record<string, unknown>): RootSearch {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(fields) as Array<keyof typeof fields>) {
    if (!(key in input)) continue
    const parsed = fields[key].safeParse(normalise(key, input[key]))
    if (parsed.success) out[key] = parsed.data
  }
  return out as RootSearch
}
