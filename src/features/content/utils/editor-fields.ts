import { EDITOR_FIELD_LIMITS } from '@/api/contract/content-constants'

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

/** The longest text a field takes (EDITOR_FIELD_LIMITS, by the field's name; none for a name it lacks). */
export function limitOf(field: Pick<TextField, 'name'>): number | undefined {
  return (EDITOR_FIELD_LIMITS as Record<string, number>)[field.name]
}

/**
 * The fields a block's form cannot be saved without: a head's title, an item's Markdown and alt
 * text (the contract's requiredText; every other field may stay empty).
 */
export function requiredNames(block: { key: string; type: string }): ReadonlySet<string> {
  if (block.key === '_head') return new Set(['title'])
  if (block.type === 'markdown') return new Set(['markdown'])
  if (block.type === 'image') return new Set(['alt'])
  return new Set()
}

export type FieldProblem = { field: TextField; problem: 'required' | 'too_long'; limit?: number }

/**
 * The first field the server would refuse, in the form's order: empty where required (after
 * trimming, as the server trims), or longer than its limit. Checked before a save is sent.
 */
export function firstProblem(
  fields: ReadonlyArray<TextField>,
  read: (path: string) => string | undefined,
  required: ReadonlySet<string>,
): FieldProblem | null {
  for (const field of fields) {
    const value = read(field.path) ?? ''
    if (required.has(field.name) && !value.trim()) return { field, problem: 'required' }
    const limit = limitOf(field)
    if (limit !== undefined && value.trim().length > limit) return { field, problem: 'too_long', limit }
  }
  return null
}

/**
 * The field a server's refusal names: its message starts with the field's label and a colon
 * ("Title 2: at most 200 characters", "标题 2：最多 200 个字符"), the words both sides share; in a
 * save of several blocks, the label is followed by the block in brackets ("Lead (Title and lead):
 * required", "导语（标题与导语）：不能为空").
 */
export function refusedField(
  fields: ReadonlyArray<TextField>,
  label: (field: TextField) => string,
  message: string,
): TextField | undefined {
  return fields.find((field) => {
    const words = label(field)
    return [':', '：', ' (', '（'].some((next) => message.startsWith(`${words}${next}`))
  })
}
