import { stringifySearchWith } from '@tanstack/react-router'

/**
 * The server router's search serialisation: the router's default (`defaultStringifySearch`,
 * values as JSON where they would otherwise be misread, e.g. the string `"12"` is written
 * `%2212%22`), the same output for every search, without an exception per value. The browser
 * keeps the default (src/router.tsx): it writes the same strings, for far fewer links.
 *
 * The default quotes a string that `JSON.parse` accepts, and finds out by calling it in a
 * try/catch: every string that starts like a JSON literal (`tr…`, `fa…`, `nu…`, a digit, a `-`)
 * but is not one throws a SyntaxError with a stack trace. A keyword such as "nuts" is in the
 * search of every filter link on its results page (~40), and those exceptions were 1.8 % of a
 * search page's server time. Here a string is sent to `JSON.parse` only when it could be valid
 * JSON beyond the three words; the rest fail with a preallocated value, which costs no stack.
 */
export const stringifySearch = stringifySearchWith(JSON.stringify, parseJsonValue)

const NOT_JSON = Object.freeze({ notJson: true })
/** What a JSON text can start with, after optional whitespace; `t`, `f` and `n` only as a literal. */
const mayBeJsonText = /^[\s"[{\d-]/
const jsonLiteral = /^(?:true|false|null)[ \t\n\r]*$/

function parseJsonValue(text: string): unknown {
  if (mayBeJsonText.test(text)) return JSON.parse(text)
  if (jsonLiteral.test(text)) return JSON.parse(text)
  // Nothing else is JSON (a JSON text starts with whitespace, a quote, a bracket, a brace, a
  // digit, a minus sign or one of the three literals), so JSON.parse would throw too.
  throw NOT_JSON
}
