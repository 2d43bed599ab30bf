/**
 * Translation tracking of the editor (ADR 096), as pure functions over one block's two
 * drafts. A draft's `sourceRevision` is the other language's revision it was translated from; null
 * means it was written as the source. "Missing": no draft in this language while the other has
 * one. "Outdated": translated from a revision of the other language that has since moved on.
 */
export type Draft = { revision: number; sourceRevision: number | null }
export type Status = 'current' | 'missing' | 'outdated'

export function statusOf(mine: Draft | undefined, other: Draft | undefined): Status {
  if (!mine) return other ? 'missing' : 'current'
  if (other && mine.sourceRevision !== null && mine.sourceRevision < other.revision) return 'outdated'
  return 'current'
}

/**
 * What a save of `mine` writes: its new revision and source revision, and the other language's
 * new source revision (undefined: unchanged).
 * - a missing or outdated draft is saved as a translation of the other language as it stands;
 * - a current one becomes the source: the other language now lags behind and shows as outdated;
 * - `wordingOnly` (a typo, a better word): both stay current.
 */
export function afterSave(
  mine: Draft | undefined,
  other: Draft | undefined,
  wordingOnly: boolean,
): { revision: number; sourceRevision: number | null; otherSourceRevision?: number } {
  const revision = (mine?.revision ?? 0) + 1
  if (!other) return { revision, sourceRevision: null }
  const status = statusOf(mine, other)
  if (!mine || status === 'outdated') return { revision, sourceRevision: other.revision }
  if (wordingOnly) {
    return {
      revision,
      sourceRevision: mine.sourceRevision === null ? null : other.revision,
      // The other language stays current only if it was: an outdated translation stays outdated.
      otherSourceRevision: other.sourceRevision !== null && other.sourceRevision >= mine.revision ? revision : undefined,
    }
  }
  // The other language was current against this draft's old revision; it now lags one behind.
  return { revision, sourceRevision: null, otherSourceRevision: other.sourceRevision ?? mine.revision }
}
