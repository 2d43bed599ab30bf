/**
 * Article bodies are Markdown, rendered to HTML on the server (marked) and sanitised (sanitize-html)
 * before they reach a page: only text formatting, lists, quotes, tables and links over http(s) or
 * mailto survive; scripts, event handlers, styles, frames and other URL schemes are dropped. A
 * heading of level 1 becomes level 2 (the page has its own h1).
 */
import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

const markdown = new Marked({ gfm: true, async: false })

const ALIGNMENTS = new Set(['left', 'center', 'right'])

/**
 * A table cell's alignment (one of the three Markdown writes) as a class: HTML's `align` attribute
 * is obsolete, and the page styles the class (markdown-body.tsx).
 */
function alignedCell(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  return { tagName, attribs: ALIGNMENTS.has(attribs.align ?? '') ? { class: `md-align-${attribs.align}` } : {} }
}
const ALIGN_CLASSES = [...ALIGNMENTS].map((align) => `md-align-${align}`)

const SAFE: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'del', 'code', 'pre', 'a'].concat([
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ]),
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    // A table column's alignment (`---:` in the Markdown), and nothing else a cell could carry.
    th: ['class'],
    td: ['class'],
  },
  allowedClasses: { th: ALIGN_CLASSES, td: ALIGN_CLASSES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    th: alignedCell,
    td: alignedCell,
    // Links into this site (a path) are the site's own: no nofollow. Any other keeps the reader's
    // referrer-safe, crawler-neutral rel.
    a: (tagName, attribs) => {
      const href = attribs.href ?? ''
      const internal = href.startsWith('/') && !href.startsWith('//')
      const { rel: _rel, ...rest } = attribs
      return { tagName, attribs: internal ? rest : { ...rest, rel: 'nofollow noopener' } }
    },
  },
}

/** A link whose address was removed (an unsafe scheme): its text stays, as plain text, not a dead link. */
const DEAD_LINK = /<a(?: (?:title|rel)="[^"]*")*>([\s\S]*?)<\/a>/g

/** An article body's Markdown as safe HTML. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source, { async: false }), SAFE).replace(DEAD_LINK, '$1')
}
