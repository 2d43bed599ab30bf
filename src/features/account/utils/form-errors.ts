import * as z from 'zod/mini'
import { m } from '@/paraglide/messages'

/** How a form names one of its fields, and (optionally) what a valid value looks like. */
export type FieldText = {
  label: () => string
  /** Replaces the generic "not valid" message for a format error, e.g. "6 digits". */
  format?: () => string
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>

type Issue = z.core.$ZodIssue

/** One issue as a sentence naming the field, in the page's language. */
export function issueMessage(issue: Issue, field: FieldText, value: unknown): string {
  const label = field.label()
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return m.form_error_required({ field: label })
  }
  switch (issue.code) {
    case 'too_small':
      return m.form_error_too_short({ field: label, min: String(issue.minimum) })
    case 'too_big':
      return m.form_error_too_long({ field: label, max: String(issue.maximum) })
    case 'invalid_format':
      return field.format ? field.format() : m.form_error_invalid({ field: label })
    default:
      return m.form_error_invalid({ field: label })
  }
}

/**
 * Validates form values with a contract entry's input schema (the same schema the server
 * checks) and turns the issues into one message per field. Fields the form does not show are
 * not reported; the first issue of each field wins.
 */
export function validateForm<S extends z.ZodMiniType, K extends string>(
  schema: S,
  values: Record<string, unknown>,
  fields: Record<K, FieldText>,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors<K> } {
  const parsed = z.safeParse(schema, values)
  if (parsed.success) return { ok: true, data: parsed.data }
  const errors: FieldErrors<K> = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path[0]
    if (typeof key !== 'string' || !(key in fields)) continue
    const name = key as K
    if (errors[name]) continue
    errors[name] = issueMessage(issue, fields[name], values[name])
  }
  return { ok: false, errors }
}

/** The fields of an error map, in the order a form lists them: the first is focused. */
export function firstErrorField<K extends string>(order: ReadonlyArray<K>, errors: FieldErrors<K>): K | undefined {
  return order.find((key) => errors[key])
}
