/**
 * Bodies are kept encoded, so a hit is written out without serialising or encoding again.
 *
 * A bounded in-process cache of serialised anonymous catalogue answers. Keys leave out the
 * pipeline's timestamp and auth params (they are not part of the input), so every visitor
 * shares one entry; writes invalidate by tag.
 */
import { contractEntries } from '@/api/contract/registry'

/**
 * The longest key kept: an over-long input (a padded param) is answered but never kept, so it
 * cannot push other entries out.
 */
export const MAX_KEY_LENGTH = 1024

/** Each endpoint's declared input keys (its input schema's `shape`), by name; null when not an object schema. */
let declaredInputs: Map<string, ReadonlySet<string> | null> | undefined
function declaredInput(name: string): ReadonlySet<string> | null {
  declaredInputs ??= new Map(
    contractEntries.map(({ def }) => {
      const shape = (def.input as { shape?: unknown } | undefined)?.shape
      return [def.name, shape && typeof shape === 'object' ? new Set(Object.keys(shape)) : null]
    }),
  )
  return declaredInputs.get(name) ?? null
}

/**
 * Where an invalidation comes from: a write in this process (`local`), which the invalidation
 * bus relays to the other instances, or another instance (`remote`), which is never relayed on.
 */
export type InvalidationOrigin = 'local' | 'remote'

export class ResponseCache<V = Uint8Array<ArrayBuffer>> {
  private readonly entries = new Map<string, { body: V; tags: ReadonlyArray<string>; expires: number; bytes: number }>()
  private readonly byTag = new Map<string, Set<string>>()
  private readonly listeners = new Set<(tags: ReadonlyArray<string>, origin: InvalidationOrigin) => void>()
  private readonly settlers = new Set<() => Promise<void>>()
  /** Bumped by every invalidation; `invalidatedAt` keeps the value of each tag's latest one. */
  private counter = 0
  private readonly invalidatedAt = new Map<string, number>()
  private totalBytes = 0
  /**
   * Entries also expire after `ttlMs`: some answers depend on the clock (an activity turning
   * live, a certificate or a deadline passing), which no write invalidates.
   * `maxBytes` bounds the bodies' total size as well as their number (the memory report and
   * bench:soak show what the caches hold); `sizeOf` measures a body (default: a byte array's
   * length).
   */
  constructor(
    private readonly options: { maxEntries: number; ttlMs: number; now?: () => number; maxBytes?: number; sizeOf?: (body: V) => number },
  ) {}

  private sizeOf(body: V): number {
    if (this.options.sizeOf) return this.options.sizeOf(body)
    return body instanceof Uint8Array ? body.byteLength : 0
  }

  private now(): number {
    return (this.options.now ?? Date.now)()
  }

  /** The key of an answer: the endpoint, language and the input keys the endpoint declares (no other). */
  keyFor(name: string, lan: string, input: Record<string, unknown>): string {
    const declared = declaredInput(name)
    const sorted = Object.keys(input)
      .filter((key) => !declared || declared.has(key))
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

  /**
   * The current invalidation count: read it before computing an answer and pass it to `set` as
   * `since`, so an answer whose tags were invalidated meanwhile (a write here or on another
   * instance, committed while it was being read) is not kept.
   */
  get generation(): number {
    return this.counter
  }

  /** Keeps `body` under `tags`; returns false (and keeps nothing) when a tag changed after `since`. */
  set(key: string, body: V, tags: ReadonlyArray<string>, since?: number): boolean {
    if (key.length > MAX_KEY_LENGTH) return false
    if (since !== undefined && since < this.counter && tags.some((tag) => (this.invalidatedAt.get(tag) ?? 0) > since)) return false
    this.delete(key)
    const bytes = this.sizeOf(body)
    // A body larger than the whole budget would only evict everything else.
    if (this.options.maxBytes !== undefined && bytes > this.options.maxBytes) return false
    this.entries.set(key, { body, tags, expires: this.now() + this.options.ttlMs, bytes })
    this.totalBytes += bytes
    for (const tag of tags) {
      let keys = this.byTag.get(tag)
      if (!keys) this.byTag.set(tag, (keys = new Set()))
      keys.add(key)
    }
    while (
      this.entries.size > this.options.maxEntries ||
      (this.options.maxBytes !== undefined && this.totalBytes > this.options.maxBytes)
    ) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.delete(oldest)
    }
    return true
  }

  /**
   * Calls `listener` with the tags of every invalidation, whether a local write or one relayed
   * from another instance: data derived from the same rows (the search index) follows it.
   * Returns the unsubscribe function.
   */
  onInvalidate(listener: (tags: ReadonlyArray<string>, origin: InvalidationOrigin) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /**
   * Registers what a write waits for before it answers (`invalidateAndSettle`): the invalidation
   * bus's delivery to the other instances. Returns the unregister function.
   */
  onSettle(settler: () => Promise<void>): () => void {
    this.settlers.add(settler)
    return () => this.settlers.delete(settler)
  }

  /**
   * Invalidates here, then waits until every settler is done (the other instances were told), at
   * most `maxWaitMs`: a write that answers after this leaves no instance serving the old answer.
   * A bus that cannot send (the database away) retries on its own; the write does not hang on it.
   */
  async invalidateAndSettle(tags: ReadonlyArray<string>, maxWaitMs = 3000): Promise<void> {
    this.invalidate(tags)
    if (!this.settlers.size) return
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([
      Promise.all([...this.settlers].map((settle) => settle().catch(() => undefined))),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs))),
    ])
    clearTimeout(timer)
  }

  invalidate(tags: ReadonlyArray<string>, origin: InvalidationOrigin = 'local'): void {
    this.counter += 1
    for (const tag of tags) this.invalidatedAt.set(tag, this.counter)
    for (const listener of this.listeners) listener(tags, origin)
    for (const tag of tags) {
      for (const key of this.byTag.get(tag) ?? []) this.delete(key)
      this.byTag.delete(tag)
    }
  }

  clear(): void {
    this.entries.clear()
    this.byTag.clear()
    this.totalBytes = 0
  }

  get size(): number {
    return this.entries.size
  }

  /** The kept bodies' total size (as measured by `sizeOf`). */
  get bytes(): number {
    return this.totalBytes
  }

  private delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.totalBytes -= entry.bytes
    for (const tag of entry.tags) this.byTag.get(tag)?.delete(key)
  }
}
