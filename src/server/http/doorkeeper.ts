/**
 * Cache admission for answers to free text (a TinyLFU-style "doorkeeper", ADR 047). Most
 * keywords a visitor types are asked once: keeping every such answer costs the encoding and
 * bookkeeping, pushes older answers out and, under a stream of them, turns the caches into a
 * conveyor of short-lived objects that survive into V8's old space and end in mark-compact
 * pauses (the search API's p99). An answer to free text is kept from its second request within
 * the doorkeeper's window; everything else is kept at once, as before.
 */

/** Params that carry free text a visitor typed: any value makes a new page or answer. */
export const FREE_TEXT_PARAMS: ReadonlyArray<string> = ['q', 'keyword']

/** Whether a page's search params or an API query carry free text. */
export function hasFreeText(get: (name: string) => unknown): boolean {
  return FREE_TEXT_PARAMS.some((name) => {
    const value = get(name)
    return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
  })
}

export class Doorkeeper {
  private current = new Set<string>()
  private previous = new Set<string>()

  /** Remembers the last `window` to 2 × `window` distinct keys (two generations of sets). */
  constructor(private readonly window = 4096) {}

  /** True when `key` was seen within the window (keep its answer); else remembers it, false. */
  admit(key: string): boolean {
    if (this.current.has(key) || this.previous.has(key)) return true
    if (this.current.size >= this.window) {
      this.previous = this.current
      this.current = new Set()
    }
    this.current.add(key)
    return false
  }

  /** Keys remembered now (the memory report). */
  get size(): number {
    return this.current.size + this.previous.size
  }
}
