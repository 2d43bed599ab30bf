/**
 * Cache admission for answers to free text (a TinyLFU-style "doorkeeper", ADR 047). Most
 * keywords a visitor types are asked once: keeping every such answer costs the encoding and
 * bookkeeping, pushes older answers out and, under a stream of them, turns the caches into a
 * conveyor of short-lived objects that survive into V8's old space and end in mark-compact
 * pauses (the search API's p99). An answer to free text is kept from its second request within
 * the doorkeeper's window; everything else is kept at once, as before. Which params are free text:
 * src/lib/free-text.ts.
 */

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
