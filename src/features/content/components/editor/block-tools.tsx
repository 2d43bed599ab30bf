// A page's block tools: adding a block, moving or removing one, and an image block's upload.
import { useState } from 'react'
import { useEditorArrangeMutation, useEditorSaveMutation, useEditorUploadMutation } from '../../api/editor-queries'
import { errorText, LANGS, select, WrittenIn, type Block } from './shared'
import { EDITOR_FIELD_LIMITS, type EditorRef } from '@/api/contract/content-constants'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

/** Starting data of a block added to a page: its shape with empty texts. */
const NEW_BLOCK = {
  prose: { heading: '', paragraphs: [''] },
  steps: { heading: '', items: [{ title: '', body: '' }] },
  cards: { heading: '', items: [{ title: '', body: '' }] },
  faq: { heading: '', items: [{ question: '', answer: '' }] },
} as const

/** Adds a block to a page in one language; the other language shows it missing until translated. */
export function AddBlock({ slug }: { slug: EditorRef }) {
  const save = useEditorSaveMutation()
  return (
    <form
      className="flex flex-wrap items-end gap-12 rounded-lg border border-dashed border-border p-16"
      data-testid="editor-add-block"
      onSubmit={(event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const type = String(form.get('type')) as keyof typeof NEW_BLOCK
        save.mutate({
          slug,
          lang: form.get('lang') === 'zh' ? 'zh' : 'en',
          // A new block: no draft in either language yet.
          blocks: [
            { key: `b${Date.now().toString(36)}`, type, base_revision: 0, data: NEW_BLOCK[type] as unknown as Record<string, unknown> },
          ],
        })
      }}
    >
      <h3 className="w-full text-dp-15 font-semibold">{m.editor2_add_heading()}</h3>
      <label className="flex flex-col gap-2 text-dp-13">
        {m.editor2_add_type()}
        <select className={select} name="type">
          <option value="prose">{m.editor2_type_prose()}</option>
          <option value="steps">{m.editor2_type_steps()}</option>
          <option value="cards">{m.editor2_type_cards()}</option>
          <option value="faq">{m.editor2_type_faq()}</option>
        </select>
      </label>
      <WrittenIn />
      <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
        {m.editor2_add_submit()}
      </Button>
      {save.isError ? (
        <p role="alert" className="w-full text-dp-13 text-destructive">
          {errorText(save.error)}
        </p>
      ) : null}
    </form>
  )
}

/** Moves a page's block up or down, or removes it in both languages. */
export function ArrangeButtons({ slug, keys, blockKey }: { slug: EditorRef; keys: ReadonlyArray<string>; blockKey: string }) {
  const arrange = useEditorArrangeMutation()
  const at = keys.indexOf(blockKey)
  const move = (to: number) => {
    const order = keys.filter((key) => key !== blockKey)
    order.splice(to, 0, blockKey)
    arrange.mutate({ slug, order })
  }
  return (
    <div className="flex flex-wrap gap-8">
      <Button size="sm" variant="outline" disabled={arrange.isPending || at === 0} onClick={() => move(at - 1)}>
        {m.editor2_move_up()}
      </Button>
      <Button size="sm" variant="outline" disabled={arrange.isPending || at === keys.length - 1} onClick={() => move(at + 1)}>
        {m.editor2_move_down()}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={arrange.isPending}
        onClick={() => arrange.mutate({ slug, order: keys.filter((key) => key !== blockKey) })}
      >
        {m.editor2_remove()}
      </Button>
      {arrange.isError ? (
        <p role="alert" className="text-dp-13 text-destructive">
          {errorText(arrange.error)}
        </p>
      ) : null}
    </div>
  )
}

type Invalid = { name: 'file' | 'alt_en' | 'alt_zh'; message: string }

/** A new image for an image block: the file and its alt text in both languages, set in both languages at once. */
export function ImageUpload({ slug, block }: { slug: EditorRef; block: Block }) {
  const upload = useEditorUploadMutation()
  const save = useEditorSaveMutation()
  const [done, setDone] = useState(false)
  const [invalid, setInvalid] = useState<Invalid | null>(null)
  const pending = upload.isPending || save.isPending
  const error = upload.error ?? save.error
  const errorId = `upload-${block.key}-error`
  const mark = (name: string) =>
    invalid?.name === name ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : { 'aria-invalid': undefined }
  const input = 'min-h-[36px] w-full rounded-md border border-border bg-background px-8 py-6 text-dp-14 aria-invalid:border-destructive'
  return (
    <form
      className="flex flex-col gap-8 rounded-md bg-muted/50 p-12"
      data-testid={`upload-${block.key}`}
      onSubmit={(event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const file = form.get('file')
        const alt = { en: String(form.get('alt_en') ?? '').trim(), zh: String(form.get('alt_zh') ?? '').trim() }
        setDone(false)
        // Checked before the file is sent: nothing is uploaded that the save would then refuse.
        const problem: Invalid | null = !alt.en
          ? { name: 'alt_en', message: m.editor4_field_required({ field: m.editor2_upload_alt_en() }) }
          : !alt.zh
            ? { name: 'alt_zh', message: m.editor4_field_required({ field: m.editor2_upload_alt_zh() }) }
            : !(file instanceof File) || file.size === 0
              ? { name: 'file', message: m.editor4_upload_no_file() }
              : null
        setInvalid(problem)
        if (problem) {
          event.currentTarget.querySelector<HTMLElement>(`[name="${problem.name}"]`)?.focus()
          return
        }
        void (async () => {
          const stored = await upload.mutateAsync({
            file: file as File,
            purpose: 'content',
            alt_en: alt.en,
            alt_zh: alt.zh,
          })
          // English first; the Chinese as a current translation of it (wording only), so both stay current.
          for (const lang of LANGS) {
            await save.mutateAsync({
              slug,
              lang,
              blocks: [
                {
                  key: block.key,
                  type: 'image',
                  base_revision: block[lang].draft?.revision ?? 0,
                  data: { src: stored.url, alt: alt[lang] },
                  wording_only: lang === 'zh',
                },
              ],
            })
          }
          setDone(true)
        })().catch(() => undefined)
      }}
    >
      <h4 className="text-dp-14 font-semibold">{m.editor2_upload_heading()}</h4>
      <label className="flex flex-col gap-2 text-dp-13">
        {m.editor2_upload_file()}
        <input type="file" name="file" accept="image/jpeg,image/png,image/webp" className="text-dp-13" {...mark('file')} />
      </label>
      <label className="flex flex-col gap-2 text-dp-13">
        {m.editor2_upload_alt_en()}
        <input name="alt_en" lang="en-US" maxLength={EDITOR_FIELD_LIMITS.alt} className={input} {...mark('alt_en')} />
      </label>
      <label className="flex flex-col gap-2 text-dp-13">
        {m.editor2_upload_alt_zh()}
        <input name="alt_zh" lang="zh-CN" maxLength={EDITOR_FIELD_LIMITS.alt} className={input} {...mark('alt_zh')} />
      </label>
      <div>
        <Button type="submit" size="sm" variant="outline" disabled={pending}>
          {m.editor2_upload_submit()}
        </Button>
      </div>
      {invalid || error ? (
        <p id={errorId} role="alert" className="text-dp-13 text-destructive" data-testid="upload-error">
          {invalid ? invalid.message : errorText(error)}
        </p>
      ) : done ? (
        <p role="status" className="text-dp-13 text-emerald-800">
          {m.editor2_upload_done()}
        </p>
      ) : null}
    </form>
  )
}
