/**
 * The check a record save passes before it is sent or queued: the contract's own input schema
 * (recordSave), so the phone refuses exactly what the server would refuse for its fields, and the
 * draft stays on the form with the error beside the field instead of failing in the queue later.
 */
import * as z from 'zod/mini'
import { recordRuleText, type RecordRule } from '@/api/contract/live-constants'
import type { recordSave } from '@/api/contract/live'
import type { SaveInput } from './pending-records'

export type Language = 'en' | 'cn'
/** Field errors of a draft, by the save's field name; the texts are in the user's language. */
export type FieldErrors = Partial<Record<string, string>>

/** What a field's error says when no rule of the contract names it (a value out of range, a bad date). */
const INVALID: Record<Language, string> = { en: 'This value is not accepted', cn: '该项的值无效' }

/** recordSave's input schema (loaded with the generated client's endpoint, not in the first load). */
export type SaveSchema = (typeof recordSave)['input']

/** The draft's errors, by field, or null when the server would take it. */
export function checkSave(schema: SaveSchema, input: SaveInput, language: Language): FieldErrors | null {
  const parsed = z.safeParse(schema, input)
  if (parsed.success) return null
  const errors: FieldErrors = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'record')
    const rule = issue.code === 'custom' ? (issue.params as { rule?: RecordRule } | undefined)?.rule : undefined
    errors[field] ??= rule && rule in recordRuleText ? capitalise(recordRuleText[rule][language]) : INVALID[language]
  }
  return errors
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The user's language as the contract's texts name it. */
export const languageOf = (locale: string): Language => (locale.startsWith('zh') ? 'cn' : 'en')
