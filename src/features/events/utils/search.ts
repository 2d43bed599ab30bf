/** The activities list's search params: each field validated on its own; a bad value is dropped. */
const oneOf =
  <const T extends ReadonlyArray<string>>(values: T) =>
  (value: unknown) =>
    (values as ReadonlyArray<unknown>).includes(value) ? value : undefined
const matching = (pattern: RegExp) => (value: unknown) => (typeof value === 'string' && pattern.test(value) ? value : undefined)
const fields = {
  state: oneOf(['upcoming', 'live', 'past']),
  country: matching(/^[A-Z]{2}$/),
  kind: oneOf(['exhibition', 'matching', 'online']),
  /** YYYY-MM */
  month: matching(/^20\d{2}-(0[1-9]|1[0-2])$/),
  page: (value: unknown) => (Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= 1000 ? value : undefined),
}

export type ActivitySearch = {
  state?: 'upcoming' | 'live' | 'past'
  country?: string
  kind?: 'exhibition' | 'matching' | 'online'
  month?: string
  page?: number
}

export function parseActivitySearch(input: Record<string, unknown>): ActivitySearch {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(fields) as Array<keyof typeof fields>) {
    let value = input[key]
    if (value === undefined) continue
    if (key === 'page' && typeof value === 'string' && /^\d+$/.test(value)) value = Number(value)
    const parsed = fields[key](value)
    if (parsed !== undefined) out[key] = parsed
  }
  return out as ActivitySearch
}

/** The list endpoint's input for these search params. */
export function activityListInput(search: ActivitySearch) {
  const [year, month] = search.month ? search.month.split('-').map(Number) : []
  return {
    state: search.state === 'past' ? ('ended' as const) : search.state,
    country_code: search.country,
    kind: search.kind,
    year,
    month,
    page: search.page ?? 1,
    page_size: 12,
    sort: 'state' as const,
  }
}

/** An activity id search param (?id=7): a positive integer, else undefined. */
export function parseIdSearch(input: Record<string, unknown>): { id?: number } {
  const raw = input.id
  const value = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : raw
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 2_147_483_647 ? { id: value } : {}
}

/** The activity page's search: ?id= and, from the hall's "request a meeting", ?meet=<brand id>. */
export function parseDetailSearch(input: Record<string, unknown>): { id?: number; meet?: number } {
  const { id } = parseIdSearch(input)
  const { id: meet } = parseIdSearch({ id: input.meet })
  return { ...(id ? { id } : {}), ...(meet ? { meet } : {}) }
}
