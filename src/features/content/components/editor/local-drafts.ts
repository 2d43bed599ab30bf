/**
 * Unsaved text kept in this browser (localStorage), one entry per page, block and language, so
 * that a reload, a closed tab or a page left without saving loses nothing. An entry holds only
 * the fields that differ from the saved draft, with the draft's revision it was typed over.
 */
export type LocalDraft = { revision: number; texts: Record<string, string> }

const PREFIX = 'editor-draft:'

export const localDraftKey = (slug: string, block: string, lang: string) => `${PREFIX}${slug}:${block}:${lang}`

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function readLocalDraft(key: string): LocalDraft | null {
  try {
    const raw = storage()?.getItem(key)
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<LocalDraft>
    if (typeof value.revision !== 'number' || !value.texts || typeof value.texts !== 'object') return null
    const texts = Object.fromEntries(Object.entries(value.texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    return { revision: value.revision, texts }
  } catch {
    return null
  }
}

export function writeLocalDraft(key: string, draft: LocalDraft): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft))
  } catch {
    // Storage full or refused (private mode): the leave guard still asks before anything is lost.
  }
}

export function removeLocalDraft(key: string): void {
  try {
    storage()?.removeItem(key)
  } catch {
    // As above.
  }
}

/** The fields whose text differs from the saved one, as the entry to keep (null: nothing unsaved). */
export function unsavedTexts(
  saved: ReadonlyArray<{ path: string; value: string }>,
  typed: (path: string) => string | undefined,
): Record<string, string> | null {
  const texts: Record<string, string> = {}
  for (const field of saved) {
    const text = typed(field.path)
    if (text !== undefined && text !== field.value) texts[field.path] = text
  }
  return Object.keys(texts).length ? texts : null
}
