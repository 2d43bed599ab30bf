/**
 * Search params read on any page (spec §2: the messaging-app QR login return).
 * Each field is validated on its own (plain functions: this is in every page's first load); an invalid value is dropped rather than failing the
 * page, so a bad link never causes an error page or a redirect loop.
 */
const text512 = (value: unknown) => (typeof value === 'string' && value.length >= 1 && value.length <= 512 ? value : undefined)
const fields = {
  code: text512,
  state: text512,
  type: (value: unknown) => (value === 1 || value === 2 ? value : undefined),
  activity_id: (value: unknown) => (Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : undefined),
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
    const parsed = fields[key](normalise(key, input[key]))
    if (parsed !== undefined) out[key] = parsed
  }
  return out as RootSearch
}
