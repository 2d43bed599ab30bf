import { useQuery } from '@tanstack/react-query'
import { editorItemsQuery } from '../../api/editor-queries'
import { needsTranslation, PageLink } from './page-list'
import { errorText, LANG, LANGS } from './shared'
import { Skeleton } from '@/components/ui/skeleton'
import type { Viewer } from '@/lib/use-viewer'
import { m } from '@/paraglide/messages'

/**
 * /editor with no page chosen: the translation work to do, per language (blocks missing or
 * outdated), and every page or item that has some, each a link to edit it.
 */
export function TranslationOverview({ viewer }: { viewer: Viewer }) {
  const items = useQuery(editorItemsQuery(viewer.userId))
  if (items.isError) {
    return (
      <p role="alert" className="text-dp-15 text-destructive">
        {errorText(items.error)}
      </p>
    )
  }
  if (items.isPending) return <Skeleton className="h-320 w-full" />
  const all = [...items.data.pages, ...items.data.items]
  const todo = all.filter(needsTranslation)
  return (
    <section aria-labelledby="editor-overview" className="flex min-w-0 flex-col gap-12" data-testid="editor-overview">
      <h2 id="editor-overview" className="text-dp-18 font-semibold">
        {m.editor5_overview()}
      </h2>
      <ul className="flex flex-wrap gap-x-24 gap-y-4 text-dp-15">
        {LANGS.map((lang) => (
          <li key={lang} data-testid={`overview-${lang}`}>
            {m.editor5_overview_total({
              language: LANG[lang].name,
              missing: all.reduce((sum, page) => sum + page[lang].missing, 0),
              outdated: all.reduce((sum, page) => sum + page[lang].outdated, 0),
            })}
          </li>
        ))}
      </ul>
      {todo.length === 0 ? (
        <p className="text-dp-15 text-muted-foreground">{m.editor5_overview_none()}</p>
      ) : (
        <>
          <p className="text-dp-14 text-muted-foreground">{m.editor5_overview_lead()}</p>
          <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3 [&_a]:border-border">
            {todo.map((page) => (
              <PageLink key={page.slug} page={page} />
            ))}
          </ul>
        </>
      )}
      <p className="text-dp-14 text-muted-foreground">{m.editor_pick_page()}</p>
    </section>
  )
}
