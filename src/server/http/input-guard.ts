/**
 * Control characters never reach a handler: a NUL in any text went on to PostgreSQL,
 * which rejects it (HTTP 500). Every string of a request's input — query, JSON, form fields, at
 * any depth — is checked before validation; tab, line feed and carriage return stay allowed
 * for multi-line text. The contract's `text`/`requiredText` schemas refuse the same characters
 * (src/api/contract/define.ts), so forms catch them before sending.
 */
import { CONTROL_CHARACTERS } from '../../api/contract/define'

/** The path of the first string value with a control character, e.g. `items.2.name`, or null. */
export function controlCharacterField(input: unknown, path: Array<string | number> = []): string | null {
  if (typeof input === 'string') return CONTROL_CHARACTERS.test(input) ? path.join('.') || 'request' : null
  if (Array.isArray(input)) {
    for (let i = 0; i < input.length; i++) {
      const found = controlCharacterField(input[i], [...path, i])
      if (found !== null) return found
    }
    return null
  }
  if (input && typeof input === 'object' && !(input instanceof Blob)) {
    for (const key of Object.keys(input)) {
      if (CONTROL_CHARACTERS.test(key)) return [...path, key.replace(CONTROL_CHARACTERS, '?')].join('.')
      const found = controlCharacterField((input as Record<string, unknown>)[key], [...path, key])
      if (found !== null) return found
    }
  }
  return null
}

/**
 * An error as the server log shows it: a failed query keeps its SQL text and the database's
 * reason but never its parameters (phone numbers, names, addresses).
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const query = (error as { query?: unknown }).query
  if (typeof query === 'string') {
    const cause = error.cause instanceof Error ? error.cause : undefined
    const code = (cause as { code?: unknown } | undefined)?.code
    return `Failed query: ${query}\n  cause: ${cause ? `${cause.name}${typeof code === 'string' ? ` ${code}` : ''}: ${cause.message}` : 'unknown'}\n${stackFrames(error)}`
  }
  return `${error.name}: ${error.message.replace(/\nparams: [\s\S]*$/, '')}\n${stackFrames(error)}`
}

function stackFrames(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n')
}
