import type * as React from 'react'
import type * as z from 'zod/mini'
import { firstErrorField, validateForm, type FieldErrors, type FieldText } from '../utils/form-errors'
import { cn } from '@/lib/utils'

/**
 * One labelled input with its error line. The error is announced (aria-describedby,
 * aria-invalid) and the label is clickable, so every form works from the keyboard and a
 * screen reader.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  className,
  trailing,
  ...input
}: Omit<React.ComponentProps<'input'>, 'id'> & {
  id: string
  label: string
  error?: string
  hint?: string
  /** A control beside the input, e.g. the "Send code" button. */
  trailing?: React.ReactNode
}) {
  const described = [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('flex flex-col gap-6', className)}>
      <label htmlFor={id} className="text-dp-14 font-medium text-foreground">
        {label}
      </label>
      <div className="flex items-stretch gap-8">
        <input
          id={id}
          name={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={cn(
            'h-40 min-h-[36px] w-full min-w-0 flex-1 rounded-md border border-border bg-background px-12 text-dp-15 outline-none',
            'focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-ring/40',
            'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
          )}
          {...input}
        />
        {trailing}
      </div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-dp-13 text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-dp-13 text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A message about the whole form (a server answer), announced when it appears. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: React.ReactNode }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-md border px-12 py-8 text-dp-14',
        kind === 'error' ? 'border-destructive/40 bg-destructive/5 text-destructive' : 'border-primary/40 bg-primary/5 text-primary',
      )}
    >
      {children}
    </p>
  )
}

/** Focuses the input of the first field with an error (after the errors rendered). */
export function focusField(id: string | undefined) {
  if (!id) return
  requestAnimationFrame(() => document.getElementById(id)?.focus())
}

/**
 * Every account form's submit check, with the contract's schema: shows each field's error (or
 * clears them), focuses the first bad field in `order`, and returns the parsed data or null.
 */
export function checkForm<S extends z.ZodMiniType, K extends string>(
  schema: S,
  values: Record<string, unknown>,
  fields: Record<K, FieldText>,
  form: { setErrors: (errors: FieldErrors<K>) => void; fieldId: (name: K) => string; order?: ReadonlyArray<K> },
): z.output<S> | null {
  const checked = validateForm(schema, values, fields)
  form.setErrors(checked.ok ? {} : checked.errors)
  if (checked.ok) return checked.data
  const order = form.order ?? (Object.keys(fields) as Array<K>)
  focusField(form.fieldId(firstErrorField(order, checked.errors) ?? order[0]!))
  return null
}

const controlClass = cn(
  'w-full min-w-0 rounded-md border border-border bg-background px-12 text-dp-15 outline-none',
  'focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-ring/40',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
)

function FieldShell({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string
  label: string
  error?: string
  hint?: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <div className={cn('flex flex-col gap-6', className)}>
      <label htmlFor={id} className="text-dp-14 font-medium text-foreground">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-dp-13 text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-dp-13 text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
}

/** A labelled native select (keyboard and screen-reader friendly by default). */
export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  options,
  placeholder,
  ...select
}: Omit<React.ComponentProps<'select'>, 'id'> & {
  id: string
  label: string
  error?: string
  hint?: string
  placeholder: string
  options: ReadonlyArray<{ value: string; label: string }>
}) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <select
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(controlClass, 'h-40 min-h-[36px]')}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}

/** A labelled multi-line text input. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  className,
  ...area
}: Omit<React.ComponentProps<'textarea'>, 'id'> & { id: string; label: string; error?: string; hint?: string }) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(controlClass, 'min-h-96 py-8')}
        {...area}
      />
    </FieldShell>
  )
}
