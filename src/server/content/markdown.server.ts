/**
 * Article bodies are Markdown, rendered to HTML on the server (marked) and sanitised (sanitize-html)
 * before they reach a page: only text formatting, lists, quotes, tables and links over http(s) or
 * mailto survive; scripts, event handlers, styles, frames and other URL schemes are dropped. A
 * heading of level 1 becomes level 2 (the page has its own h1).
 */
import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

const markdown = new Marked({ gfm: true, async: false })

const SAFE: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'del', 'code', 'pre', 'a'].concat([
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ]),
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener' }),
  },
}

/** An article body's Markdown as safe HTML. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source, { async: false }), SAFE)
}
