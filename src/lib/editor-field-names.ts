import type { EditorFieldName } from '@/api/contract/content-constants'
import { m } from '@/paraglide/messages'

type Message = (inputs?: Record<string, never>, options?: { locale?: 'en-US' | 'zh-CN' }) => string

/**
 * The editor's text fields in words: the form's labels and the server's refusals ("Lead: at most
 * 1000 characters") read the same messages, so one field has one name on both sides.
 */
export const EDITOR_FIELD_MESSAGES: Record<EditorFieldName, Message> = {
  title: m.editor_field_title,
  lead: m.editor_field_lead,
  markdown: m.editor2_field_markdown,
  alt: m.editor2_field_alt,
  heading: m.editor_field_heading,
  paragraphs: m.editor_field_paragraph,
  body: m.editor_field_body,
  question: m.editor_field_question,
  answer: m.editor_field_answer,
  label: m.editor_field_label,
  caption: m.editor_field_caption,
  columns: m.editor_field_column,
  cells: m.editor_field_cell,
  note: m.editor_field_note,
  name: m.editor_field_name,
  issuer: m.editor_field_issuer,
  scope: m.editor_field_scope,
  expiry: m.editor_field_expiry,
  email: m.editor_field_email,
  phone: m.editor_field_phone,
  hours: m.editor_field_hours,
}

/** A field in words (`items.2.title` → "Title 3"), in the page's language or the one asked for. */
export function editorFieldWords(name: string, index: ReadonlyArray<number>, locale?: 'en-US' | 'zh-CN'): string | undefined {
  const message = EDITOR_FIELD_MESSAGES[name as EditorFieldName] as Message | undefined
  if (!message) return undefined
  const words = message({}, locale ? { locale } : {})
  return index.length ? `${words} ${index.join('.')}` : words
}
