import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { editorItemsQuery } from '../../api/editor-queries'
import { CreateItem } from './create-item'
import { errorText, LanguageLine, type LanguageState } from './shared'
import { ITEM_KINDS, type EditorRef, type ItemKind } from '@/api/contract/content-constants'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import type { Viewer } from '@/lib/use-viewer'
import { m } from '@/paraglide/messages'

const KIND_NAME: Record<ItemKind, () => string> = {
  article: () => m.editor2_kind_article(),
  case: () => m.editor2_kind_case(),
  faq: () => m.editor2_kind_faq(),
  banner: () => m.editor2_kind_banner(),
}

export function PageLink({ page, current }: { page: Listed; current?: EditorRef }) {
  return (
    <li>
      <Link
        to="/editor"
        search={{ slug: page.slug }}
        aria-current={page.slug === current ? 'page' : undefined}
        // Only the page in the URL is marked: a primary edge and a tint no hover or focus gives, so
        // the link under the pointer after Back never looks chosen too.
        activeOptions={{ exact: true, includeSearch: true }}
        className={cn(
          'flex flex-col gap-2 rounded-md border border-l-4 border-transparent px-12 py-8 hover:bg-muted/60',
          page.slug === current && 'border-primary bg-primary/10 hover:bg-primary/10',
        )}
      >
        <span className="text-dp-15 font-medium">{page.title}</span>
        <span className="text-dp-12 text-muted-foreground">{page.slug}</span>
        <LanguageLine lang="en" state={page.en} />
        <LanguageLine lang="zh" state={page.zh} />
      </Link>
    </li>
  )
}

type Listed = { slug: EditorRef; title: string; en: LanguageState; zh: LanguageState }

/** Whether a page or item has a block missing or outdated in either language. */
export const needsTranslation = (page: Listed) => page.en.missing + page.en.outdated + page.zh.missing + page.zh.outdated > 0

export function PageList({ viewer, current }: { viewer: Viewer; current?: EditorRef }) {
  const items = useQuery(editorItemsQuery(viewer.userId))
  const [query, setQuery] = useState('')
  const [needs, setNeeds] = useState(false)
  if (items.isError) {
    return (
      <p role="alert" className="text-dp-15 text-destructive">
        {errorText(items.error)}
      </p>
    )
  }
  if (items.isPending) return <Skeleton className="h-320 w-full" />
  const currentKind = current ? ITEM_KINDS.find((kind) => current.startsWith(`${kind}-`)) : undefined
  const words = query.trim().toLowerCase()
  const filtering = words !== '' || needs
  const shown = (page: Listed) =>
    (!needs || needsTranslation(page)) && (!words || page.title.toLowerCase().includes(words) || page.slug.toLowerCase().includes(words))
  const pages = items.data.pages.filter(shown)
  const byKind = ITEM_KINDS.map((kind) => ({ kind, list: items.data.items.filter((item) => item.kind === kind && shown(item)) }))
  // On a phone the chosen page's editor, or the translation work to do, comes first, the list after it.
  return (
    <nav aria-label={m.editor_pages()} className="flex flex-col gap-8 max-lg:order-last">
      <h2 className="text-dp-16 font-semibold">{m.editor_pages()}</h2>
      <CreateItem />
      <div className="flex flex-col gap-8" data-testid="editor-list-filter">
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          aria-label={m.editor5_search()}
          placeholder={m.editor5_search()}
          className="h-36 rounded-md border border-border bg-background px-8 text-dp-14"
        />
        <label className="flex items-center gap-4 text-dp-13 max-md:min-h-44">
          <input type="checkbox" checked={needs} onChange={(event) => setNeeds(event.currentTarget.checked)} />
          {m.editor5_needs_translation()}
        </label>
      </div>
      {filtering && pages.length === 0 && byKind.every((k) => k.list.length === 0) ? (
        <p className="text-dp-14 text-muted-foreground">{m.editor5_no_match()}</p>
      ) : null}
      {/* While searching or filtering, every list with a match is open. */}
      {!filtering || pages.length > 0 ? (
        <details open={(filtering && pages.length > 0) || (current !== undefined && !currentKind)}>
          <summary className="cursor-pointer py-4 text-dp-15 font-medium">{m.editor2_kind_page()}</summary>
          <ul className="flex flex-col gap-4" data-testid="editor-pages">
            {pages.map((page) => (
              <PageLink key={page.slug} page={page} current={current} />
            ))}
          </ul>
        </details>
      ) : null}
      {byKind.map(({ kind, list }) =>
        !filtering || list.length > 0 ? (
          <details key={kind} open={(filtering && list.length > 0) || kind === currentKind}>
            <summary className="cursor-pointer py-4 text-dp-15 font-medium">{KIND_NAME[kind]()}</summary>
            <ul className="flex max-h-[480px] flex-col gap-4 overflow-y-auto" data-testid={`editor-${kind}s`}>
              {list.map((item) => (
                <PageLink key={item.slug} page={item} current={current} />
              ))}
            </ul>
          </details>
        ) : null,
      )}
    </nav>
  )
}
