import { ApiRequestError } from '@/api/client/pipeline'
import { m } from '@/paraglide/messages'

/**
 * What went wrong with an organiser's action, as a sentence in the page's language: the server's
 * answer (already in the request's language, naming the field) or the catalogue's message for a
 * status, never an exception's own text.
 */
export function failureText(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : m.api_error_unknown()
}
