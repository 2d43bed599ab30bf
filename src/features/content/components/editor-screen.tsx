import { useQuery } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import {
  editorItemsQuery,
  editorPageQuery,
  useEditorArrangeMutation,
  useEditorCreateMutation,
  useEditorPublishMutation,
  useEditorSaveMutation,
  useEditorUploadMutation,
} from '../api/editor-queries'
import { emptied, textFields, withTexts, type TextField } from '../utils/editor-fields'
import type { ContentBlock } from '@/api/contract/content'
import { ARTICLE_CATEGORIES } from '@/api/contract/catalogue-constants'
import { CREATABLE_KINDS, EMPTY_ITEM_DATA, ITEM_KINDS, type EditorRef, type ItemKind } from '@/api/contract/content-constants'
import type { OutputOf } from '@/api/contract/define'
import type { editorPage } from '@/api/contract/editor'
import { Badge } from '@/components/ui/badge'
import { RequireViewer } from '@/components/require-viewer'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { ContentBlocks } from './blocks'
import { cn } from '@/lib/utils'
import type { Viewer } from '@/lib/use-viewer'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

type Lang = 'en' | 'zh'
const LANGS: ReadonlyArray<Lang> = ['en', 'zh']
/** Each language's name (in the editor's language) and the lang attribute of its text. */
const LANG = {
  en: {
    get name() {
      return m.editor_lang_en()
    },
    tag: 'en-US',
  },
  zh: {
    get name() {
      return m.editor_lang_zh()
    },
    tag: 'zh-CN',
  },
} as const

/** The editor's select and input fields. */
const select = 'h-36 rounded-md border border-border bg-background px-8 text-dp-14'

type Status = 'current' | 'missing' | 'outdated'
type LanguageState = { published_version: number | null; missing: number; outdated: number }

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))
const formatTime = (iso: string) => new Intl.DateTimeFormat(getLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

/** /editor: the information pages to edit, and the chosen page in both languages side by side (editors only). */
export function EditorScreen({ slug }: { slug?: EditorRef }) {
  return (
    <RequireViewer
      need="editor"
      forbidden={
        <p role="alert" className="text-dp-15" data-testid="editor-forbidden">
          {m.editor_only()}
        </p>
      }
    >
      {(viewer) => (
        <div className="grid gap-24 lg:grid-cols-[260px_minmax(0,1fr)]">
          <PageList viewer={viewer} current={slug} />
          {slug ? <PageEditor viewer={viewer} slug={slug} /> : <p className="text-dp-15 text-muted-foreground">{m.editor_pick_page()}</p>}
        </div>
      )}
    </RequireViewer>
  )
}

function StatusBadge({ status }: { status: Status }) {
  if (status === 'current') return <Badge variant="outline">{m.editor_status_current()}</Badge>
  return (
    <Badge
      variant="outline"
      className={status === 'missing' ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-950'}
      data-status={status}
    >
      {status === 'missing' ? m.editor_status_missing() : m.editor_status_outdated()}
    </Badge>
  )
}

function LanguageLine({ lang, state }: { lang: Lang; state: LanguageState }) {
  return (
    <span className="flex flex-wrap items-center gap-4 text-dp-13">
      <span className="font-medium">{LANG[lang].name}</span>
      <span className={state.published_version ? 'text-emerald-800' : 'text-muted-foreground'}>
        {state.published_version ? m.editor_published() : m.editor_unpublished()}
      </span>
      {state.missing ? <span className="text-red-800">{m.editor_missing_count({ count: state.missing })}</span> : null}
      {state.outdated ? <span className="text-amber-900">{m.editor_outdated_count({ count: state.outdated })}</span> : null}
    </span>
  )
}

const KIND_NAME: Record<ItemKind, () => string> = {
  article: () => m.editor2_kind_article(),
  case: () => m.editor2_kind_case(),
  faq: () => m.editor2_kind_faq(),
  banner: () => m.editor2_kind_banner(),
}

function PageLink({
  page,
  current,
}: {
  page: { slug: EditorRef; title: string; en: LanguageState; zh: LanguageState }
  current?: EditorRef
}) {
  return (
    <li>
      <Link
        to="/editor"
        search={{ slug: page.slug }}
        aria-current={page.slug === current ? 'page' : undefined}
        className={cn(
          'flex flex-col gap-2 rounded-md border border-transparent px-12 py-8 hover:bg-muted',
          page.slug === current && 'border-border bg-muted',
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

function PageList({ viewer, current }: { viewer: Viewer; current?: EditorRef }) {
  const items = useQuery(editorItemsQuery(viewer.userId))
  if (items.isError) {
    return (
      <p role="alert" className="text-dp-15 text-destructive">
        {errorText(items.error)}
      </p>
    )
  }
  if (items.isPending) return <Skeleton className="h-320 w-full" />
  const currentKind = current ? ITEM_KINDS.find((kind) => current.startsWith(`${kind}-`)) : undefined
  // On a phone the chosen page's editor comes first, the list after it.
  return (
    <nav aria-label={m.editor_pages()} className={cn('flex flex-col gap-8', current && 'max-lg:order-last')}>
      <h2 className="text-dp-16 font-semibold">{m.editor_pages()}</h2>
      <CreateItem />
      <details open={current !== undefined && !currentKind}>
        <summary className="cursor-pointer py-4 text-dp-15 font-medium">{m.editor2_kind_page()}</summary>
        <ul className="flex flex-col gap-4" data-testid="editor-pages">
          {items.data.pages.map((page) => (
            <PageLink key={page.slug} page={page} current={current} />
          ))}
        </ul>
      </details>
      {ITEM_KINDS.map((kind) => (
        <details key={kind} open={kind === currentKind}>
          <summary className="cursor-pointer py-4 text-dp-15 font-medium">{KIND_NAME[kind]()}</summary>
          <ul className="flex max-h-[480px] flex-col gap-4 overflow-y-auto" data-testid={`editor-${kind}s`}>
            {items.data.items
              .filter((item) => item.kind === kind)
              .map((item) => (
                <PageLink key={item.slug} page={item} current={current} />
              ))}
          </ul>
        </details>
      ))}
    </nav>
  )
}

/** A new article, case or FAQ: its kind, the language it is written in first, its title. */
function CreateItem() {
  const create = useEditorCreateMutation()
  const router = useRouter()
  const [kind, setKind] = useState<(typeof CREATABLE_KINDS)[number]>('article')
  return (
    <form
      className="flex flex-col gap-8 rounded-lg border border-border p-12"
      data-testid="editor-create"
      onSubmit={(event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const get = (name: string) => String(form.get(name) ?? '')
        create.mutate(
          {
            kind,
            lang: get('lang') === 'zh' ? 'zh' : 'en',
            title: get('title'),
            ...(kind === 'article' ? { category: get('category') as (typeof ARTICLE_CATEGORIES)[number] } : {}),
            ...(kind === 'case' ? { brand_id: Number(get('brand_id')) || 0 } : {}),
            ...(kind === 'faq' ? { topic: get('topic') === 'ticket' ? 'ticket' : 'general' } : {}),
          },
          { onSuccess: (answer) => void router.navigate({ to: '/editor', search: { slug: answer.slug as EditorRef } }) },
        )
      }}
    >
      <h2 className="text-dp-15 font-semibold">{m.editor2_create_heading()}</h2>
      <label className="flex flex-col gap-2 text-dp-13">
        {m.editor2_create_kind()}
        <select className={select} value={kind} onChange={(event) => setKind(event.target.value as typeof kind)} name="kind">
          <option value="article">{m.editor2_one_article()}</option>
          <option value="case">{m.editor2_one_case()}</option>
          <option value="faq">{m.editor2_one_faq()}</option>
        </select>
      </label>
      <WrittenIn />
      <label className="flex flex-col gap-2 text-dp-13">
        {kind === 'faq' ? m.editor_field_question() : m.editor_field_title()}
        <input name="title" required maxLength={200} className={cn(select, 'w-full')} />
      </label>
      {kind === 'article' ? (
        <label className="flex flex-col gap-2 text-dp-13">
          {m.editor2_create_category()}
          <select className={select} name="category">
            <option value="news">{m.editor2_category_news()}</option>
            <option value="analysis">{m.editor2_category_analysis()}</option>
            <option value="guide">{m.editor2_category_guide()}</option>
          </select>
        </label>
      ) : kind === 'case' ? (
        <label className="flex flex-col gap-2 text-dp-13">
          {m.editor2_create_brand()}
          <input name="brand_id" inputMode="numeric" pattern="[0-9]*" required className={select} />
        </label>
      ) : (
        <label className="flex flex-col gap-2 text-dp-13">
          {m.editor2_create_topic()}
          <select className={select} name="topic">
            <option value="general">{m.editor2_topic_general()}</option>
            <option value="ticket">{m.editor2_topic_ticket()}</option>
          </select>
        </label>
      )}
      <Button type="submit" size="sm" disabled={create.isPending}>
        {m.editor2_create_submit()}
      </Button>
      {create.isError ? (
        <p role="alert" className="text-dp-13 text-destructive">
          {errorText(create.error)}
        </p>
      ) : null}
    </form>
  )
}

/** Starting data of a block added to a page: its shape with empty texts. */
const NEW_BLOCK = {
  prose: { heading: '', paragraphs: [''] },
  steps: { heading: '', items: [{ title: '', body: '' }] },
  cards: { heading: '', items: [{ title: '', body: '' }] },
  faq: { heading: '', items: [{ question: '', answer: '' }] },
} as const

/** Adds a block to a page in one language; the other language shows it missing until translated. */
function AddBlock({ slug }: { slug: EditorRef }) {
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
          key: `b${Date.now().toString(36)}`,
          type,
          data: NEW_BLOCK[type] as unknown as Record<string, unknown>,
          wording_only: false,
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
function ArrangeButtons({ slug, keys, blockKey }: { slug: EditorRef; keys: ReadonlyArray<string>; blockKey: string }) {
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

/** A new image for an image block: the file and its alt text in both languages, set in both languages at once. */
function ImageUpload({ slug, block }: { slug: EditorRef; block: Block }) {
  const upload = useEditorUploadMutation()
  const save = useEditorSaveMutation()
  const [done, setDone] = useState(false)
  const pending = upload.isPending || save.isPending
  const error = upload.error ?? save.error
  const input = 'min-h-[36px] w-full rounded-md border border-border bg-background px-8 py-6 text-dp-14'
  return (
    <form
      className="flex flex-col gap-8 rounded-md bg-muted/50 p-12"
      data-testid={`upload-${block.key}`}
      onSubmit={(event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const file = form.get('file')
        const alt = { en: String(form.get('alt_en') ?? ''), zh: String(form.get('alt_zh') ?? '') }
        setDone(false)
        void (async () => {
          const stored = await upload.mutateAsync({
            file: file instanceof File ? file : new File([], ''),
            purpose: 'content',
            alt_en: alt.en,
            alt_zh: alt.zh,
          })
          // English first; the Chinese as a current translation of it (wording only), so both stay current.
          for (const lang of LANGS) {
            await save.mutateAsync({
              slug,
              lang,
              key: block.key,
              type: 'image',
              data: { src: stored.url, alt: alt[lang] },
              wording_only: lang === 'zh',
            })
          }
          setDone(true)
        })().catch(() => undefined)
      }}
    >
      <h4 className="text-dp-14 font-semibold">{m.editor2_upload_heading()}</h4>
      <label className="flex flex-col gap-2 text-dp-13">
        {m.editor2_upload_file()}
        <input type="file" name="file" accept="image/jpeg,image/png,image/webp" className="text-dp-13" />
      </label>
      <label className="flex flex-col gap-2 text-dp-13">
        {m.editor2_upload_alt_en()}
        <input name="alt_en" lang="en-US" maxLength={200} className={input} />
      </label>
      <label className="flex flex-col gap-2 text-dp-13">
        {m.editor2_upload_alt_zh()}
        <input name="alt_zh" lang="zh-CN" maxLength={200} className={input} />
      </label>
      <div>
        <Button type="submit" size="sm" variant="outline" disabled={pending}>
          {m.editor2_upload_submit()}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-dp-13 text-destructive">
          {errorText(error)}
        </p>
      ) : done ? (
        <p role="status" className="text-dp-13 text-emerald-800">
          {m.editor2_upload_done()}
        </p>
      ) : null}
    </form>
  )
}

type EditorData = OutputOf<typeof editorPage>

function PageEditor({ viewer, slug }: { viewer: Viewer; slug: EditorRef }) {
  const page = useQuery(editorPageQuery(viewer.userId, slug))
  const publish = useEditorPublishMutation()
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
  return (
    <div className="flex min-w-0 flex-col gap-24" data-testid="page-editor">
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
              <div className="flex flex-wrap gap-8">
                <Button
                  size="sm"
                  disabled={publish.isPending}
                  onClick={() => publish.mutate({ slug, lang, action: 'publish' })}
                  data-testid={`publish-${lang}-button`}
                >
                  {m.editor_publish({ language: LANG[lang].name })}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={publish.isPending || !data[lang].published_version}
                  onClick={() => publish.mutate({ slug, lang, action: 'unpublish' })}
                  data-testid={`unpublish-${lang}-button`}
                >
                  {m.editor_unpublish({ language: LANG[lang].name })}
                </Button>
              </div>
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

      <section aria-labelledby="editor-blocks" className="flex flex-col gap-16">
        <h2 id="editor-blocks" className="text-dp-18 font-semibold">
          {m.editor_blocks()}
        </h2>
        {data.blocks.map((block) => (
          <BlockRow key={block.key} slug={slug} block={block} keys={data.kind === 'page' ? blockKeys : undefined} />
        ))}
        {data.kind === 'page' ? <AddBlock slug={slug} /> : null}
      </section>

      <Preview data={data} />
      <History slug={slug} data={data} />
    </div>
  )
}

type Block = EditorData['blocks'][number]

function fieldLabel(field: TextField): string {
  const names: Record<string, () => string> = {
    title: m.editor_field_title,
    lead: m.editor_field_lead,
    heading: m.editor_field_heading,
    paragraphs: m.editor_field_paragraph,
    body: m.editor_field_body,
    question: m.editor_field_question,
    answer: m.editor_field_answer,
    label: m.editor_field_label,
    caption: m.editor_field_caption,
    columns: m.editor_field_column,
    cells: m.editor_field_cell,
    note: m.editor_field_note,
    name: m.editor_field_name,
    issuer: m.editor_field_issuer,
    scope: m.editor_field_scope,
    expiry: m.editor_field_expiry,
    markdown: m.editor2_field_markdown,
    alt: m.editor2_field_alt,
    email: m.editor_field_email,
    phone: m.editor_field_phone,
    hours: m.editor_field_hours,
  }
  const name = names[field.name]?.() ?? field.name
  return field.index.length ? `${name} ${field.index.join('.')}` : name
}

function BlockRow({ slug, block, keys }: { slug: EditorRef; block: Block; keys?: ReadonlyArray<string> }) {
  const label = block.key === '_head' ? m.editor_block_head() : m.editor_block_named({ key: block.key, type: block.type })
  return (
    <article className="flex flex-col gap-8 rounded-lg border border-border p-16" data-block={block.key}>
      <div className="flex flex-wrap items-center justify-between gap-8">
        <h3 className="text-dp-15 font-semibold">{label}</h3>
        {keys && block.key !== '_head' ? <ArrangeButtons slug={slug} keys={keys} blockKey={block.key} /> : null}
      </div>
      {block.type === 'image' ? <ImageUpload slug={slug} block={block} /> : null}
      <div className="grid gap-16 md:grid-cols-2">
        {LANGS.map((lang) => (
          <BlockSide key={lang} slug={slug} block={block} lang={lang} />
        ))}
      </div>
    </article>
  )
}

/**
 * One language of a block: its text fields as uncontrolled textareas (so an input method's
 * composition is never disturbed by a re-render), read from the form when saved.
 */
function BlockSide({ slug, block, lang }: { slug: EditorRef; block: Block; lang: Lang }) {
  const save = useEditorSaveMutation()
  const mine = block[lang]
  const theirs = block[lang === 'en' ? 'zh' : 'en']
  const base = (mine.draft?.data ??
    emptied(theirs.draft?.data ?? (block.type in EMPTY_ITEM_DATA ? EMPTY_ITEM_DATA[block.type as 'image'] : {}))) as Record<string, unknown>
  const src = typeof base.src === 'string' && base.src ? base.src : null
  const fields = textFields(base)
  const formKey = `${block.key}-${lang}-${mine.draft?.revision ?? 0}`
  return (
    <form
      key={formKey}
      lang={LANG[lang].tag}
      className="flex min-w-0 flex-col gap-8"
      data-testid={`block-${block.key}-${lang}`}
      onSubmit={(event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const texts = new Map(fields.map((field) => [field.path, String(form.get(field.path) ?? '')]))
        save.mutate({
          slug,
          lang,
          key: block.key,
          type: block.type,
          data: withTexts(base, texts) as Record<string, unknown>,
          wording_only: form.get('wording_only') === 'on',
        })
      }}
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
      {fields.map((field) => {
        const id = `${formKey}-${field.path}`
        return (
          <div key={field.path} className="flex flex-col gap-2">
            <label htmlFor={id} className="text-dp-13 text-muted-foreground" lang={getLocale()}>
              {fieldLabel(field)}
            </label>
            <textarea
              id={id}
              name={field.path}
              defaultValue={field.value}
              rows={field.name === 'markdown' ? 10 : field.multiline ? 3 : 1}
              className="min-h-[36px] w-full rounded-md border border-border bg-background px-8 py-6 text-dp-14 text-foreground outline-none focus-visible:ring-3 focus-visible:ring-ring/50"
            />
          </div>
        )
      })}
      <div className="flex flex-wrap items-center gap-12" lang={getLocale()}>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {m.editor_save()}
        </Button>
        {mine.draft && theirs.draft && mine.status === 'current' ? (
          <label className="flex items-center gap-4 text-dp-13">
            <input type="checkbox" name="wording_only" />
            {m.editor_wording_only()}
          </label>
        ) : null}
      </div>
      {save.isError ? (
        <p role="alert" className="text-dp-13 text-destructive" lang={getLocale()}>
          {errorText(save.error)}
        </p>
      ) : null}
    </form>
  )
}

/** Each language's draft as the page will show it (live figures appear once published). */
function Preview({ data }: { data: EditorData }) {
  return (
    <section aria-labelledby="editor-preview" className="flex flex-col gap-12">
      <h2 id="editor-preview" className="text-dp-18 font-semibold">
        {m.editor_preview()}
      </h2>
      <div className="grid gap-16 xl:grid-cols-2">
        {LANGS.map((lang) => {
          const head = data.blocks.find((b) => b.key === '_head')?.[lang].draft?.data as { title?: string; lead?: string } | undefined
          const blocks = data.blocks
            .filter((b) => b.key !== '_head' && b[lang].draft)
            .map((b) => ({ ...b[lang].draft!.data, key: b.key, type: b.type }) as ContentBlock)
          return (
            <div
              key={lang}
              lang={LANG[lang].tag}
              className="flex min-w-0 flex-col gap-24 rounded-lg border border-border p-16"
              data-testid={`preview-${lang}`}
            >
              <p className="text-dp-12 text-muted-foreground">{LANG[lang].name}</p>
              <div className="flex flex-col gap-8">
                <p className="text-dp-24 font-semibold">{head?.title}</p>
                {head?.lead ? <p className="text-dp-15 text-muted-foreground">{head.lead}</p> : null}
              </div>
              {data.kind === 'page' ? (
                <ContentBlocks blocks={blocks} live={{ figures: null, certified: null }} />
              ) : (
                <ItemPreview blocks={data.blocks} lang={lang} />
              )}
            </div>
          )
        })}
      </div>
    </section>
  )
}

/** An article's, case's or banner's blocks as its page shows them: the image, and the Markdown rendered and sanitised by the server. */
function ItemPreview({ blocks, lang }: { blocks: EditorData['blocks']; lang: Lang }) {
  return blocks
    .filter((b) => b.key !== '_head' && b[lang].draft)
    .map((b) => {
      const side = b[lang]
      if (b.type === 'image') {
        const image = side.draft!.data as { src?: string; alt?: string }
        return image.src ? <img key={b.key} src={image.src} alt={image.alt ?? ''} className="w-full rounded-md object-cover" /> : null
      }
      return (
        <div
          key={b.key}
          className="flex flex-col gap-12 text-dp-15 leading-relaxed [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-24 [&_ul]:list-disc [&_ul]:pl-24"
          dangerouslySetInnerHTML={{ __html: side.html ?? '' }}
        />
      )
    })
}

function History({ slug, data }: { slug: EditorRef; data: EditorData }) {
  const publish = useEditorPublishMutation()
  const [restored, setRestored] = useState<number | null>(null)
  return (
    <section aria-labelledby="editor-history" className="flex flex-col gap-12">
      <h2 id="editor-history" className="text-dp-18 font-semibold">
        {m.editor_history()}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-dp-14" data-testid="editor-history">
          <thead>
            <tr className="border-b border-border">
              <th className="py-6 pr-12">{m.editor_history_version()}</th>
              <th className="py-6 pr-12">{m.editor_history_language()}</th>
              <th className="py-6 pr-12">{m.editor_field_title()}</th>
              <th className="py-6 pr-12">{m.editor_history_when()}</th>
              <th className="py-6">
                <span className="sr-only">{m.editor_history_action()}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.history.map((version) => (
              <tr key={version.id} className="border-b border-border" data-version={version.id}>
                <td className="py-6 pr-12">#{version.id}</td>
                <td className="py-6 pr-12">{LANG[version.lang].name}</td>
                <td className="py-6 pr-12" lang={LANG[version.lang].tag}>
                  {version.title}
                </td>
                <td className="py-6 pr-12">
                  {formatTime(version.published_at)}
                  {version.published_by ? ` · ${version.published_by}` : ''}
                </td>
                <td className="py-6">
                  {version.live ? (
                    <Badge variant="secondary">{m.editor_history_live()}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={publish.isPending}
                      onClick={() =>
                        publish.mutate(
                          { slug, lang: version.lang, action: 'rollback', version_id: version.id },
                          { onSuccess: () => setRestored(version.id) },
                        )
                      }
                    >
                      {m.editor_history_restore()}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {publish.isError ? (
        <p role="alert" className="text-dp-14 text-destructive">
          {errorText(publish.error)}
        </p>
      ) : restored ? (
        <p role="status" className="text-dp-14 text-emerald-800">
          {m.editor_history_restored({ id: restored })}
        </p>
      ) : null}
    </section>
  )
}

/** The language a new item or block is first written in (the other one then shows it as missing). */
function WrittenIn() {
  return (
    <label className="flex flex-col gap-2 text-dp-13">
      {m.editor2_create_lang()}
      <select className={select} name="lang" defaultValue={getLocale() === 'zh-CN' ? 'zh' : 'en'}>
        <option value="en">{m.editor_lang_en()}</option>
        <option value="zh">{m.editor_lang_zh()}</option>
      </select>
    </label>
  )
}
