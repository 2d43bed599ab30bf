/**
 * The text fields of a block's data, for the editor's forms: every string leaf, addressed by its
 * path (`items.2.title`). Codes (link targets, certificate codes, metric names, the highlighted
 * column) are not text: they are kept as they are and never shown as fields.
 */
const CODE_KEYS = new Set(['to', 'code', 'metrics', 'highlight', 'type', 'key', 'src'])

/** Fields in reading order (the database keeps an object's keys in its own order). */
const ORDER = ['title', 'lead', 'markdown', 'alt', 'heading', 'caption', 'note', 'paragraphs', 'columns', 'rows', 'items', 'label', 'cells']
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length)
const entries = (data: object) => Object.entries(data).toSorted(([a], [b]) => rank(a) - rank(b))

export type TextField = { path: string; name: string; index: Array<number>; value: string; multiline: boolean }

export function textFields(data: unknown, prefix: Array<string | number> = []): Array<TextField> {
  if (typeof data === 'string') {
    const name = String(prefix.toReversed().find((part) => typeof part === 'string') ?? '')
    return [
      {
        path: prefix.join('.'),
        name,
        index: prefix.filter((part): part is number => typeof part === 'number').map((n) => n + 1),
        value: data,
        multiline: data.length > 80 || ['paragraphs', 'body', 'answer', 'lead', 'scope', 'expiry', 'note', 'markdown'].includes(name),
      },
    ]
  }
  if (Array.isArray(data)) return data.flatMap((item, i) => textFields(item, [...prefix, i]))
  if (data && typeof data === 'object') {
    return entries(data).flatMap(([key, value]) => (CODE_KEYS.has(key) ? [] : textFields(value, [...prefix, key])))
  }
  return []
}

/** A copy of `data` with the text at each given path replaced (other leaves kept). */
export function withTexts(data: unknown, texts: ReadonlyMap<string, string>, prefix: Array<string | number> = []): unknown {
  if (typeof data === 'string') return texts.get(prefix.join('.')) ?? data
  if (Array.isArray(data)) return data.map((item, i) => withTexts(item, texts, [...prefix, i]))
  if (data && typeof data === 'object') {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, CODE_KEYS.has(key) ? value : withTexts(value, texts, [...prefix, key])]),
    )
  }
  return data
}

/** The other language's data with every text emptied: the shape a missing translation starts from. */
export function emptied(data: unknown): unknown {
  const texts = new Map(textFields(data).map((field) => [field.path, '']))
  return withTexts(data, texts)
}
