/**
 * Bodies are kept encoded, so a hit is written out without serialising or encoding again.
 *
 * A bounded in-process cache of serialised anonymous catalogue answers. Keys leave out the
 * pipeline's timestamp and auth params (they are not part of the input), so every visitor
 * shares one entry; writes invalidate by tag.
 */
export class ResponseCache<V = Uint8Array<ArrayBuffer>> {
  private readonly entries = new Map<string, { body: V; tags: ReadonlyArray<string>; expires: number }>()
  private readonly byTag = new Map<string, Set<string>>()
  private readonly listeners = new Set<(tags: ReadonlyArray<string>) => void>()
  /**
   * Entries also expire after `ttlMs`: some answers depend on the clock (an activity turning
   * live, a certificate or a deadline passing), which no write invalidates.
   */
  constructor(private readonly options: { maxEntries: number; ttlMs: number; now?: () => number }) {}

  private now(): number {
    return (this.options.now ?? Date.now)()
  }

  keyFor(name: string, lan: string, input: Record<string, unknown>): string {
    const sorted = Object.keys(input)
      .toSorted()
      .map((key) => `${key}=${JSON.stringify(input[key])}`)
      .join('&')
    return `${name}|${lan}|${sorted}`
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= this.now()) {
      this.delete(key)
      return undefined
    }
    // Map order is insertion order: re-inserting makes this the most recently used.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.body
  }

  set(key: string, body: V, tags: ReadonlyArray<string>): void {
    this.entries.delete(key)
    this.entries.set(key, { body, tags, expires: this.now() + this.options.ttlMs })
    for (const tag of tags) {
      let keys = this.byTag.get(tag)
      if (!keys) this.byTag.set(tag, (keys = new Set()))
      keys.add(key)
    }
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.delete(oldest)
    }
  }

  /**
   * Calls `listener` with the tags of every invalidation, whether a local write or one relayed
   * from another instance: data derived from the same rows (the search index) follows it.
   * Returns the unsubscribe function.
   */
  onInvalidate(listener: (tags: ReadonlyArray<string>) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  invalidate(tags: ReadonlyArray<string>): void {
    for (const listener of this.listeners) listener(tags)
    for (const tag of tags) {
      for (const key of this.byTag.get(tag) ?? []) this.delete(key)
      this.byTag.delete(tag)
    }
  }

  clear(): void {
    this.entries.clear()
    this.byTag.clear()
  }

  get size(): number {
    return this.entries.size
  }

  private delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    for (const tag of entry.tags) this.byTag.get(tag)?.delete(key)
  }
}
