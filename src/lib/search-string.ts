/**
 * The router's default search string (`defaultStringifySearch`), for the values plain links carry.
 *
 * The router's own function builds a `URLSearchParams` and tries `JSON.parse` on every string
 * that could be JSON; for a page of ~120 links that was 2 % of a search page's server time. This
 * writes the same bytes for strings that cannot be mistaken for JSON, numbers and booleans, and
 * answers `undefined` for anything else (an object, an array, a string such as `"12"` or `"true"`
 * that the router quotes), so the caller falls back to the router's function. Keys and values are
 * encoded as `URLSearchParams` encodes them (application/x-www-form-urlencoded: a space is `+`,
 * only letters, digits and `*-._` stay as they are). `search-string.test.ts` holds it to the
 * router's output.
 */
export function plainSearchString(search: Record<string, unknown>): string | undefined {
  let out = ''
  for (const key in search) {
    const value = search[key]
    if (value === undefined) continue
    let text: string
    if (typeof value === 'number' || typeof value === 'boolean') text = String(value)
    else if (typeof value === 'string' && !mayBeJson.test(value)) text = value
    else return undefined
    const pair = formEncode(key, text)
    if (pair === undefined) return undefined
    out += (out ? '&' : '?') + pair
  }
  return out
}

/** The router's test for a string it JSON-quotes (router-core's `jsonStart`). */
const mayBeJson = /^(?:\s|["[{\d-]|fa|nu|tr)/

function formEncode(key: string, value: string): string | undefined {
  try {
    return `${component(key)}=${component(value)}`
  } catch {
    // A lone surrogate: URLSearchParams writes U+FFFD where encodeURIComponent throws.
    return undefined
  }
}

/** encodeURIComponent leaves `!'()~` as they are; the form encoding escapes them, and writes a space as `+`. */
function component(text: string): string {
  const encoded = encodeURIComponent(text)
  return unsafeInForm.test(encoded) ? encoded.replace(unsafeInFormAll, escapeFormChar) : encoded
}

const unsafeInForm = /%20|[!'()~]/
const unsafeInFormAll = /%20|[!'()~]/g
const escapeFormChar = (match: string) => (match === '%20' ? '+' : `%${match.charCodeAt(0).toString(16).toUpperCase()}`)
