/**
 * One Save per page and language: each block's form registers here, and a language's Save
 * collects every changed block of that language and sends them in one call, all or nothing
 * (Editor/save). A field the save stops at, in the browser or named by the server's refusal, is
 * marked and focused in its block's form.
 */
import { createContext, useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { useEditorPublishMutation, useEditorSaveMutation, type EditorSaveInput } from '../../api/editor-queries'
import { localDraftKey, removeLocalDraft } from './local-drafts'
import { errorText, LANG, LANGS, type Lang } from './shared'
import type { EditorRef } from '@/api/contract/content-constants'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

type SaveBlock = EditorSaveInput['blocks'][number]

/** What one language of one block offers a save. */
export type SideSave = {
  /** Nothing changed: null. Else the block as it would be saved, and the first field the server would refuse. */
  collect: () => { block: SaveBlock; problem: { path: string; message: string } | null } | null
  /** The field a refusal names, if this block has it. */
  refusedPath: (message: string) => string | undefined
  /** Marks a field invalid with the message, and focuses it. */
  mark: (path: string, message: string) => void
  /** The block in words, as the server's refusals name it. */
  label: string
}

type Side = { key: string; lang: Lang; current: () => SideSave }
/** The block forms of one page, each language of each block once. */
export type Sides = RefObject<Set<Side>>

const SidesContext = createContext<Sides | null>(null)

/** Registers a block's language with the page's Save; `current` reads the form as it is when the Save is pressed. */
export function useRegisterSide(key: string, lang: Lang, current: () => SideSave): void {
  const sides = useContext(SidesContext)
  const latest = useRef(current)
  // After each render: a Save (a click, later) reads the form with this render's block and fields.
  useEffect(() => {
    latest.current = current
  })
  useEffect(() => {
    const side: Side = { key, lang, current: () => latest.current() }
    const set = sides?.current
    set?.add(side)
    return () => void set?.delete(side)
  }, [sides, key, lang])
}

/** Where a page's block forms register, for its save bar. */
export function SidesProvider({ sides, children }: { sides: Sides; children: ReactNode }) {
  return <SidesContext value={sides}>{children}</SidesContext>
}

/**
 * The page's save bar: per language one Save of every changed block (and, on a phone, where the
 * Publishing section is screens away, that language's Publish). It stays in sight at the bottom
 * of the screen while the blocks scroll (on a phone above the tab bar).
 */
export function SaveBar({
  slug,
  order,
  sides,
  unsaved,
}: {
  slug: EditorRef
  /** The blocks' keys in the page's order: a save is checked, and a refusal marked, in reading order. */
  order: ReadonlyArray<string>
  sides: Sides
  /** Per language, how many of its blocks hold unsaved text. */
  unsaved: Record<Lang, number>
}) {
  return (
    <div
      className="sticky bottom-0 z-10 grid gap-x-16 gap-y-8 border-t border-border bg-background/95 py-8 backdrop-blur max-md:bottom-(--tab-bar-height,0px) md:grid-cols-2 md:px-16"
      lang={getLocale()}
      data-testid="save-bar"
    >
      {LANGS.map((lang) => (
        <SaveLanguage key={lang} slug={slug} lang={lang} order={order} sides={sides} unsaved={unsaved[lang]} />
      ))}
    </div>
  )
}

function SaveLanguage({
  slug,
  lang,
  order,
  sides,
  unsaved,
}: {
  slug: EditorRef
  lang: Lang
  order: ReadonlyArray<string>
  sides: Sides
  unsaved: number
}) {
  // The copies kept in this browser go before the page is fetched again (the forms then remount on the new revisions).
  const save = useEditorSaveMutation((input) => {
    for (const block of input.blocks) removeLocalDraft(localDraftKey(input.slug, block.key, input.lang))
  })
  const [nothing, setNothing] = useState(false)
  const language = LANG[lang].name
  const onSave = () => {
    setNothing(false)
    save.reset()
    const mine = [...sides.current]
      .filter((side) => side.lang === lang)
      .toSorted((a, b) => order.indexOf(a.key) - order.indexOf(b.key))
      .map((side) => side.current())
    const changed = mine.flatMap((side) => {
      const collected = side.collect()
      return collected ? [{ side, ...collected }] : []
    })
    if (changed.length === 0) {
      setNothing(true)
      return
    }
    // What the server would refuse is refused here, at the first such field in reading order.
    const stopped = changed.find((c) => c.problem)
    if (stopped?.problem) {
      stopped.side.mark(stopped.problem.path, stopped.problem.message)
      return
    }
    save.mutate(
      { slug, lang, blocks: changed.map((c) => c.block) },
      {
        onError: (error) => {
          // A refusal names the field and its block in words: that field is marked and focused.
          const message = errorText(error)
          const named = changed.filter((c) => message.includes(c.side.label))
          for (const { side } of [...named, ...changed]) {
            const path = side.refusedPath(message)
            if (path) {
              side.mark(path, message)
              return
            }
          }
        },
      },
    )
  }
  return (
    <div className="flex flex-wrap items-center gap-8" data-testid={`save-${lang}`}>
      <Button type="button" size="sm" disabled={save.isPending} onClick={onSave}>
        {m.editor5_save_language({ language })}
      </Button>
      <PublishFromBar slug={slug} lang={lang} unsaved={unsaved > 0} />
      {unsaved > 0 ? (
        // On a phone the bar stays two rows high: the count is read out, and the fields show their marks.
        <span className="text-dp-13 font-medium text-amber-900 max-md:sr-only" data-testid="save-unsaved">
          {m.editor5_unsaved_in({ count: unsaved })}
        </span>
      ) : null}
      {save.isError ? (
        <p role="alert" className="w-full text-dp-13 text-destructive" data-testid="save-error">
          {errorText(save.error)}
        </p>
      ) : save.isSuccess ? (
        <p role="status" className="w-full text-dp-13 text-emerald-800" data-testid="save-done">
          {m.editor5_saved({ count: save.data.blocks.length, language })}
        </p>
      ) : nothing ? (
        <p role="status" className="w-full text-dp-13 text-muted-foreground" data-testid="save-nothing">
          {m.editor5_nothing_to_save({ language })}
        </p>
      ) : null}
    </div>
  )
}

/**
 * On a phone the Publishing section is screens away up the page: the save bar publishes the
 * language too, once what is typed in it is saved (a publish takes the saved draft).
 */
function PublishFromBar({ slug, lang, unsaved }: { slug: EditorRef; lang: Lang; unsaved: boolean }) {
  const publish = useEditorPublishMutation()
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        className="md:hidden"
        disabled={unsaved || publish.isPending}
        title={unsaved ? m.editor4_publish_save_first() : undefined}
        onClick={() => publish.mutate({ slug, lang, action: 'publish' })}
      >
        {m.editor_publish({ language: LANG[lang].name })}
      </Button>
      {publish.isSuccess || publish.isError ? (
        <span
          role={publish.isError ? 'alert' : 'status'}
          className={`w-full text-dp-13 md:hidden ${publish.isError ? 'text-destructive' : 'text-emerald-800'}`}
          data-testid="bar-publish-result"
        >
          {publish.isError ? errorText(publish.error) : m.editor_publish_done()}
        </span>
      ) : null}
    </>
  )
}
