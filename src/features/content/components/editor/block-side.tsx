import { useRef, useState } from 'react'
import { emptied, firstProblem, limitOf, refusedField, requiredNames, textFields, withTexts } from '../../utils/editor-fields'
import { ArrangeButtons, ImageUpload } from './block-tools'
import { localDraftKey, readLocalDraft, removeLocalDraft, unsavedTexts, writeLocalDraft } from './local-drafts'
import { blockLabel, fieldLabel, LANG, LANGS, StatusBadge, type Block, type Lang } from './shared'
import { useRegisterSide } from './save-page'
import { useReportUnsaved } from './unsaved'
import { EMPTY_ITEM_DATA, type EditorRef } from '@/api/contract/content-constants'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

export function BlockRow({ slug, block, keys }: { slug: EditorRef; block: Block; keys?: ReadonlyArray<string> }) {
  const label = blockLabel(block)
  return (
    <article className="flex flex-col gap-8 rounded-lg border border-border p-16" data-block={block.key}>
      <div className="flex flex-wrap items-center justify-between gap-8">
        <h3 className="text-dp-15 font-semibold">{label}</h3>
        {keys && block.key !== '_head' ? <ArrangeButtons slug={slug} keys={keys} blockKey={block.key} /> : null}
      </div>
      {block.type === 'image' ? <ImageUpload slug={slug} block={block} /> : null}
      <div className="grid gap-16 md:grid-cols-2">
        {LANGS.map((lang) => (
          // Keyed by page, block, language and the draft's revision: a form's text can never outlive
          // the draft it was typed over, nor show up on another page.
          <BlockSide key={`${slug}:${block.key}:${lang}:${block[lang].draft?.revision ?? 0}`} slug={slug} block={block} lang={lang} />
        ))}
      </div>
    </article>
  )
}

/** The form's text at each field's path, as typed. */
function typed(form: HTMLFormElement) {
  const data = new FormData(form)
  return (path: string) => {
    const value = data.get(path)
    return typeof value === 'string' ? value : undefined
  }
}

/**
 * One language of a block: its text fields as uncontrolled textareas (so an input method's
 * composition is never disturbed by a re-render), read from the form when the page's Save of this
 * language collects its changed blocks (save-page.tsx). What is typed and not saved is kept in
 * this browser (local-drafts.ts), marked per field, and guarded on leave.
 */
function BlockSide({ slug, block, lang }: { slug: EditorRef; block: Block; lang: Lang }) {
  const mine = block[lang]
  const theirs = block[lang === 'en' ? 'zh' : 'en']
  const base = (mine.draft?.data ??
    emptied(theirs.draft?.data ?? (block.type in EMPTY_ITEM_DATA ? EMPTY_ITEM_DATA[block.type as 'image'] : {}))) as Record<string, unknown>
  const src = typeof base.src === 'string' && base.src ? base.src : null
  const fields = textFields(base)
  const revision = mine.draft?.revision ?? 0
  const storeKey = localDraftKey(slug, block.key, lang)
  const form = useRef<HTMLFormElement>(null)
  // Text typed here earlier and not saved (before a reload, or before leaving the page).
  const [restored] = useState(() => {
    const local = readLocalDraft(storeKey)
    const texts = local && unsavedTexts(fields, (path) => local.texts[path])
    if (!texts) removeLocalDraft(storeKey)
    return texts ? { texts, older: local.revision !== revision } : null
  })
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(() => new Set(Object.keys(restored?.texts ?? {})))
  // An outdated translation checked and still right: saved unchanged, it is current again.
  const [confirmed, setConfirmed] = useState(false)
  const [discarded, setDiscarded] = useState(0)
  const [lengths, setLengths] = useState<Record<string, number>>({})
  // The field a save was stopped at, and why (checked in the browser, or named by the server).
  const [invalid, setInvalid] = useState<{ path: string; message: string } | null>(null)
  useReportUnsaved(`${block.key}:${lang}`, unsaved.size > 0 || confirmed)
  const formId = `${slug}-${block.key}-${lang}`
  const remember = (element: HTMLFormElement) => {
    const read = typed(element)
    setLengths(Object.fromEntries(fields.map((field) => [field.path, (read(field.path) ?? '').length])))
    const texts = unsavedTexts(fields, read)
    setUnsaved(new Set(Object.keys(texts ?? {})))
    if (texts) writeLocalDraft(storeKey, { revision, texts })
    else removeLocalDraft(storeKey)
  }
  useRegisterSide(block.key, lang, () => ({
    label: blockLabel(block),
    collect: () => {
      const element = form.current
      if (!element) return null
      const read = typed(element)
      const options = new FormData(element)
      if (!unsavedTexts(fields, read) && options.get('confirm_current') !== 'on') return null
      const problem = firstProblem(fields, read, requiredNames(block))
      const field = problem && fieldLabel(problem.field)
      return {
        block: {
          key: block.key,
          type: block.type,
          // The draft this text was typed over: if it was saved elsewhere since, the whole save is refused.
          base_revision: revision,
          data: withTexts(base, new Map(fields.map((f) => [f.path, read(f.path) ?? '']))) as Record<string, unknown>,
          wording_only: options.get('wording_only') === 'on',
        },
        problem:
          problem && field
            ? {
                path: problem.field.path,
                message:
                  problem.problem === 'required'
                    ? m.editor4_field_required({ field })
                    : m.editor4_field_too_long({ field, limit: problem.limit ?? 0 }),
              }
            : null,
      }
    },
    refusedPath: (message) => refusedField(fields, fieldLabel, message)?.path,
    mark: (path, message) => {
      setInvalid({ path, message })
      document.getElementById(`${formId}-${path}`)?.focus()
    },
  }))
  return (
    <form
      ref={form}
      key={discarded}
      lang={LANG[lang].tag}
      className="flex min-w-0 flex-col gap-8"
      data-testid={`block-${block.key}-${lang}`}
      data-unsaved={unsaved.size > 0 || undefined}
      onInput={(event) => {
        if ((event.target as HTMLInputElement).type === 'checkbox') return
        remember(event.currentTarget)
        if (invalid && (event.target as HTMLElement).getAttribute('name') === invalid.path) setInvalid(null)
      }}
      // Saved with the rest of this language by the page's save bar; Enter in a field saves nothing alone.
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="flex items-center justify-between gap-8">
        <span className="text-dp-14 font-medium">{LANG[lang].name}</span>
        <StatusBadge status={mine.status} />
      </div>
      {block.type === 'image' ? (
        src ? (
          <img src={src} alt={String(base.alt ?? '')} className="aspect-[16/9] w-full rounded-md border border-border object-cover" />
        ) : (
          <p className="text-dp-13 text-muted-foreground" lang={getLocale()}>
            {m.editor2_no_image()}
          </p>
        )
      ) : null}
      <RemovedNote removed={mine.removed} />
      {restored && !discarded && unsaved.size > 0 ? (
        <p className="rounded-md bg-amber-50 px-8 py-6 text-dp-13 text-amber-950" lang={getLocale()} data-testid="restored-note">
          {restored.older ? m.editor3_restored_older() : m.editor3_restored()}
        </p>
      ) : null}
      {fields.map((field) => {
        const id = `${formId}-${field.path}`
        const changed = unsaved.has(field.path)
        const limit = limitOf(field)
        const wrong = invalid?.path === field.path
        const shown = discarded ? field.value : (restored?.texts[field.path] ?? field.value)
        const length = lengths[field.path] ?? shown.length
        return (
          <div key={field.path} className="flex flex-col gap-2">
            <div className="flex items-center justify-between gap-8" lang={getLocale()}>
              <label htmlFor={id} className="text-dp-13 text-muted-foreground">
                {fieldLabel(field)}
              </label>
              <span className="flex items-center gap-8">
                {changed ? (
                  <span id={`${id}-unsaved`} className="text-dp-12 font-medium text-amber-900" data-testid="unsaved-mark">
                    {m.editor3_unsaved()}
                  </span>
                ) : null}
                {limit ? (
                  <span
                    id={`${id}-count`}
                    className={length >= limit ? 'text-dp-12 font-medium text-destructive' : 'text-dp-12 text-muted-foreground'}
                  >
                    {m.editor3_count({ length, limit })}
                  </span>
                ) : null}
              </span>
            </div>
            <textarea
              id={id}
              name={field.path}
              defaultValue={shown}
              maxLength={limit}
              aria-invalid={wrong || undefined}
              aria-describedby={
                [wrong ? `${formId}-error` : '', changed ? `${id}-unsaved` : '', limit ? `${id}-count` : ''].filter(Boolean).join(' ') ||
                undefined
              }
              rows={field.name === 'markdown' ? 10 : field.multiline ? 3 : 1}
              className={
                'min-h-[36px] w-full rounded-md border bg-background px-8 py-6 text-dp-14 text-foreground outline-none focus-visible:ring-3 focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-3 aria-invalid:ring-destructive/20 ' +
                (changed ? 'border-amber-500' : 'border-border') +
                // A field grows with its text, so a lead or a paragraph is read whole; the Markdown body scrolls.
                (field.name === 'markdown' ? '' : ' field-sizing-content max-h-[60vh]')
              }
            />
          </div>
        )
      })}
      {invalid ? (
        <p id={`${formId}-error`} role="alert" className="text-dp-13 text-destructive" lang={getLocale()} data-testid="field-error">
          {invalid.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-12" lang={getLocale()}>
        {unsaved.size > 0 || confirmed ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              removeLocalDraft(storeKey)
              setUnsaved(new Set())
              setConfirmed(false)
              setLengths({})
              setInvalid(null)
              // A fresh form with the saved text.
              setDiscarded((n) => n + 1)
            }}
          >
            {m.editor3_discard()}
          </Button>
        ) : null}
        {mine.draft && theirs.draft && mine.status === 'current' ? (
          <label className="flex items-center gap-4 text-dp-13 max-md:min-h-44">
            <input type="checkbox" name="wording_only" />
            {m.editor_wording_only()}
          </label>
        ) : null}
        {mine.draft && mine.status === 'outdated' ? (
          <label className="flex items-center gap-4 text-dp-13 max-md:min-h-44">
            <input type="checkbox" name="confirm_current" onChange={(event) => setConfirmed(event.currentTarget.checked)} />
            {m.editor5_confirm_current()}
          </label>
        ) : null}
      </div>
    </form>
  )
}

/** What the Markdown sanitiser left out of the saved text, named for the editor (nothing when it kept all). */
function RemovedNote({ removed }: { removed: Block['en']['removed'] }) {
  if (!removed) return null
  const lines = [
    removed.elements.length ? m.editor4_removed_elements({ list: removed.elements.join(', ') }) : null,
    removed.attributes.length ? m.editor4_removed_attributes({ list: removed.attributes.join(', ') }) : null,
    removed.links.length ? m.editor4_removed_links({ list: removed.links.join(', ') }) : null,
  ].filter((line) => line !== null)
  if (lines.length === 0) return null
  return (
    <div
      role="status"
      className="rounded-md bg-amber-50 px-8 py-6 text-dp-13 text-amber-950"
      lang={getLocale()}
      data-testid="sanitised-note"
    >
      <p className="font-medium">{m.editor4_removed_heading()}</p>
      <ul className="list-disc ps-16">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  )
}
