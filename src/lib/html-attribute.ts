/**
 * React's escaping of attribute values and text (`escapeTextForBrowser` in react-dom/server), and
 * its inverse: for code that reads or writes markup React rendered (kept markup, ADR 055).
 */
const escapes: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' }
const entities: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&#x27;': "'", '&lt;': '<', '&gt;': '>' }

/** Text as React writes it in an attribute value. */
export function escapeAttribute(text: string): string {
  return text.replace(/["&'<>]/g, (char) => escapes[char]!)
}

/** The value of an attribute React escaped. */
export function unescapeAttribute(text: string): string {
  return text.replace(/&(?:quot|amp|#x27|lt|gt);/g, (entity) => entities[entity]!)
}
