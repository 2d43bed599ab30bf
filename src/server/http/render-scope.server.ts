/**
 * What one SSR page render read from the API: the cache tags of the anonymous catalogue answers
 * it used, and whether it read anything that no tag covers (then the page is not cached). The
 * API server's in-process `call()` records into the scope of the render it runs in.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export type RenderScope = { tags: Set<string>; cacheable: boolean }

const storage = new AsyncLocalStorage<RenderScope>()

export function runInRenderScope<T>(scope: RenderScope, render: () => T): T {
  return storage.run(scope, render)
}

/** Called by the API server for each in-process call: its tags, or null for an uncacheable read. */
export function recordRenderRead(tags: ReadonlyArray<string> | null): void {
  const scope = storage.getStore()
  if (!scope) return
  if (tags === null) scope.cacheable = false
  else for (const tag of tags) scope.tags.add(tag)
}
