import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { editorPageQuery, useEditorPublishMutation } from '../../api/editor-queries'
import { AddBlock } from './block-tools'
import { BlockRow } from './block-side'
import { History } from './history'
import { Preview } from './preview'
import { SaveBar, SidesProvider, type Sides } from './save-page'
import { errorText, LANG, LANGS, LanguageLine, type EditorData, type Lang } from './shared'
import { UnsavedGuard } from './unsaved'
import type { EditorRef } from '@/api/contract/content-constants'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import type { Viewer } from '@/lib/use-viewer'
import { m } from '@/paraglide/messages'

/**
 * One page or item in both languages. The screen mounts it keyed by the slug, so nothing of one
 * page (typed text, a mutation's message) carries over to the next, whatever the navigation.
 */
export function PageEditor({ viewer, slug }: { viewer: Viewer; slug: EditorRef }) {
  const page = useQuery(editorPageQuery(viewer.userId, slug))
  // The forms (`block:lang`) holding unsaved text.
  const [unsavedIds, setUnsavedIds] = useState<ReadonlyArray<string>>([])
  const sides: Sides = useRef(new Set())
  if (page.isError) {
    return (
      <p role="alert" className="text-dp-15 text-destructive">
        {errorText(page.error)}
      </p>
    )
  }
  if (page.isPending) return <Skeleton className="h-480 w-full" />
  const data = page.data
  const blockKeys = data.blocks.filter((b) => b.key !== '_head').map((b) => b.key)
  const unsaved = {
    en: unsavedIds.filter((id) => id.endsWith(':en')).length,
    zh: unsavedIds.filter((id) => id.endsWith(':zh')).length,
  }
  return (
    <UnsavedGuard onChange={setUnsavedIds}>
      <SidesProvider sides={sides}>
        <div className="flex min-w-0 flex-col gap-24" data-testid="page-editor" data-slug={slug}>
          <Publishing slug={slug} data={data} unsaved={unsaved} />
          <section aria-labelledby="editor-blocks" className="flex flex-col gap-16">
            <div className="flex flex-wrap items-baseline justify-between gap-8">
              <h2 id="editor-blocks" className="text-dp-18 font-semibold">
                {m.editor_blocks()}
              </h2>
              {unsavedIds.length > 0 ? (
                <p role="status" className="text-dp-14 font-medium text-amber-900" data-testid="unsaved-count">
                  {m.editor3_unsaved_count({ count: unsavedIds.length })}
                </p>
              ) : null}
            </div>
            {/* The save bar sticks to the screen's bottom while these blocks scroll past. */}
            <div className="flex flex-col gap-16">
              {data.blocks.map((block) => (
                <BlockRow key={`${slug}:${block.key}`} slug={slug} block={block} keys={data.kind === 'page' ? blockKeys : undefined} />
              ))}
              <SaveBar slug={slug} order={data.blocks.map((b) => b.key)} sides={sides} unsaved={unsaved} />
            </div>
            {data.kind === 'page' ? <AddBlock slug={slug} /> : null}
          </section>
          <Preview data={data} />
          <History slug={slug} data={data} />
        </div>
      </SidesProvider>
    </UnsavedGuard>
  )
}

/** Whether a language's draft is what the page shows (after a publish or a restore it is). */
function DraftState({ state }: { state: EditorData[Lang] }) {
  if (state.draft_differs === null) return null
  return state.draft_differs ? (
    <span className="text-dp-13 text-amber-900" data-testid="draft-differs">
      {m.editor3_draft_differs()}
    </span>
  ) : (
    <span className="text-dp-13 text-muted-foreground" data-testid="draft-matches">
      {m.editor3_draft_matches()}
    </span>
  )
}

function Publishing({ slug, data, unsaved }: { slug: EditorRef; data: EditorData; unsaved: Record<Lang, number> }) {
  const publish = useEditorPublishMutation()
  return (
    <section aria-labelledby="editor-publishing" className="flex flex-col gap-12 rounded-lg border border-border p-16">
      <div className="flex flex-wrap items-center justify-between gap-8">
        <h2 id="editor-publishing" className="text-dp-18 font-semibold">
          {m.editor_publishing()}
        </h2>
        <a href={data.public_path} className="text-dp-14 text-primary underline underline-offset-4">
          {m.editor2_view_public()}
        </a>
      </div>
      <div className="grid gap-12 md:grid-cols-2">
        {LANGS.map((lang) => (
          <div key={lang} className="flex flex-col gap-8" data-testid={`publish-${lang}`}>
            <LanguageLine lang={lang} state={data[lang]} />
            <DraftState state={data[lang]} />
            <div className="flex flex-wrap gap-8">
              <Button
                size="sm"
                // A publish takes the saved draft: with text typed and not saved, it waits for the save.
                disabled={publish.isPending || unsaved[lang] > 0}
                aria-describedby={unsaved[lang] > 0 ? `publish-${lang}-wait` : undefined}
                onClick={() => publish.mutate({ slug, lang, action: 'publish' })}
                data-testid={`publish-${lang}-button`}
              >
                {m.editor_publish({ language: LANG[lang].name })}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={publish.isPending || !data[lang].published_version}
                onClick={() => {
                  // Readers in that language lose the page at once: asked first.
                  if (window.confirm(m.editor3_unpublish_confirm({ language: LANG[lang].name }))) {
                    publish.mutate({ slug, lang, action: 'unpublish' })
                  }
                }}
                data-testid={`unpublish-${lang}-button`}
              >
                {m.editor_unpublish({ language: LANG[lang].name })}
              </Button>
            </div>
            {unsaved[lang] > 0 ? (
              <p id={`publish-${lang}-wait`} className="text-dp-13 text-amber-900">
                {m.editor4_publish_save_first()}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      {publish.isError ? (
        <p role="alert" className="text-dp-14 text-destructive" data-testid="publish-error">
          {errorText(publish.error)}
        </p>
      ) : publish.isSuccess ? (
        <p role="status" className="text-dp-14 text-emerald-800" data-testid="publish-done">
          {publish.data.published_version ? m.editor_publish_done() : m.editor_unpublish_done()}
        </p>
      ) : null}
    </section>
  )
}
