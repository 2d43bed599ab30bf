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

/** What the sanitiser left out of a body: elements, attributes, and the schemes of links kept as plain text. */
export type Removed = { elements: Array<string>; attributes: Array<string>; links: Array<string> }

const ALLOWED_TAGS = new Set([...(SAFE.allowedTags as Array<string>), ...Object.keys(SAFE.transformTags ?? {})])
const ALLOWED_SCHEMES = new Set(SAFE.allowedSchemes as Array<string>)
/** Attributes Markdown itself writes that the page does without (a code block's language, a list's start, alignment turned into a class). */
const QUIET_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  code: new Set(['class']),
  ol: new Set(['start']),
  th: new Set(['align']),
  td: new Set(['align']),
}

/** A link's scheme as a browser reads it (entities decoded by the parser, spaces and controls ignored), null for a path or fragment. */
function schemeOf(href: string): string | null {
  // oxlint-disable-next-line no-control-regex -- control characters are what a browser skips in a scheme
  const bare = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  if (bare.startsWith('//')) return '//'
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(bare)
  return match ? match[1]!.toLowerCase() : null
}

/**
 * An article body's Markdown as safe HTML, and what was left out of it (ADR 102): the editor is
 * told, instead of finding a script, a style or a `javascript:` link silently gone.
 */
export function renderMarkdownReport(source: string): { html: string; removed: Removed } {
  const elements = new Set<string>()
  const attributes = new Set<string>()
  const links = new Set<string>()
  const html = sanitizeHtml(markdown.parse(source, { async: false }), {
    ...SAFE,
    onOpenTag: (tag, attribs) => {
      if (!ALLOWED_TAGS.has(tag)) {
        elements.add(`<${tag}>`)
        return
      }
      const allowed = (SAFE.allowedAttributes as Record<string, Array<string>>)[tag] ?? []
      for (const name of Object.keys(attribs)) {
        if (!allowed.includes(name) && !QUIET_ATTRIBUTES[tag]?.has(name)) attributes.add(name)
      }
      if (tag === 'a' && attribs.href !== undefined) {
        const scheme = schemeOf(attribs.href)
        if (scheme && !ALLOWED_SCHEMES.has(scheme)) links.add(scheme === '//' ? '//' : `${scheme}:`)
      }
    },
  }).replace(DEAD_LINK, '$1')
  return { html, removed: { elements: [...elements], attributes: [...attributes], links: [...links] } }
}

/** An article body's Markdown as safe HTML. */
export function renderMarkdown(source: string): string {
  return renderMarkdownReport(source).html
}
