// What the editor's parts share: the two languages, their names and tags, status marks and field labels.
import type { TextField } from '../../utils/editor-fields'
import type { OutputOf } from '@/api/contract/define'
import type { editorPage } from '@/api/contract/editor'
import { Badge } from '@/components/ui/badge'
import { editorFieldWords } from '@/lib/editor-field-names'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

export type Lang = 'en' | 'zh'
export const LANGS: ReadonlyArray<Lang> = ['en', 'zh']
/** Each language's name (in the editor's language) and the lang attribute of its text. */
export const LANG = {
  en: {
    get name() {
      return m.editor_lang_en()
    },
    tag: 'en-US',
  },
  zh: {
    get name() {
      return m.editor_lang_zh()
    },
    tag: 'zh-CN',
  },
} as const

/** The editor's select and input fields. */
export const select = 'h-36 rounded-md border border-border bg-background px-8 text-dp-14'

export type Status = 'current' | 'missing' | 'outdated'
export type LanguageState = { published_version: number | null; missing: number; outdated: number }

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))
export const formatTime = (iso: string) =>
  new Intl.DateTimeFormat(getLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

export type EditorData = OutputOf<typeof editorPage>
export type Block = EditorData['blocks'][number]

export function StatusBadge({ status }: { status: Status }) {
  if (status === 'current') return <Badge variant="outline">{m.editor_status_current()}</Badge>
  return (
    <Badge
      variant="outline"
      className={status === 'missing' ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-950'}
      data-status={status}
    >
      {status === 'missing' ? m.editor_status_missing() : m.editor_status_outdated()}
    </Badge>
  )
}

export function LanguageLine({ lang, state }: { lang: Lang; state: LanguageState }) {
  return (
    <span className="flex flex-wrap items-center gap-4 text-dp-13">
      <span className="font-medium">{LANG[lang].name}</span>
      <span className={state.published_version ? 'text-emerald-800' : 'text-muted-foreground'}>
        {state.published_version ? m.editor_published() : m.editor_unpublished()}
      </span>
      {state.missing ? <span className="text-red-800">{m.editor_missing_count({ count: state.missing })}</span> : null}
      {state.outdated ? <span className="text-amber-900">{m.editor_outdated_count({ count: state.outdated })}</span> : null}
    </span>
  )
}

export function fieldLabel(field: TextField): string {
  return editorFieldWords(field.name, field.index) ?? field.name
}

/**
 * A block named in words in the editor's language: an item's fixed block by its role (body,
 * cover), a page's block by its type and its heading (in the editor's language when it has one).
 */
export function blockLabel(block: Pick<Block, 'key' | 'type' | 'en' | 'zh'>): string {
  if (block.key === '_head') return m.editor_block_head()
  if (block.type === 'markdown') return m.editor4_block_body()
  if (block.type === 'image') return block.key === 'cover' ? m.editor4_block_cover() : m.editor4_block_image()
  const types: Record<string, () => string> = {
    prose: m.editor2_type_prose,
    steps: m.editor2_type_steps,
    cards: m.editor2_type_cards,
    faq: m.editor2_type_faq,
    table: m.editor4_type_table,
    figures: m.editor4_type_figures,
    certificates: m.editor4_type_certificates,
    certified_by_country: m.editor4_type_certified_by_country,
    cta: m.editor4_type_cta,
  }
  const type = (types[block.type] ?? m.editor4_type_block)()
  const first = getLocale() === 'zh-CN' ? block.zh : block.en
  const second = first === block.zh ? block.en : block.zh
  const heading = [first, second].map((side) => side.draft?.data.heading).find((h): h is string => typeof h === 'string' && h !== '')
  return heading ? m.editor4_block_typed({ type, heading }) : type
}

/** The language a new item or block is first written in (the other one then shows it as missing). */
export function WrittenIn() {
  return (
    <label className="flex flex-col gap-2 text-dp-13">
      {m.editor2_create_lang()}
      <select className={select} name="lang" defaultValue={getLocale() === 'zh-CN' ? 'zh' : 'en'}>
        <option value="en">{m.editor_lang_en()}</option>
        <option value="zh">{m.editor_lang_zh()}</option>
      </select>
    </label>
  )
}
