import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useEditorCreateMutation } from '../../api/editor-queries'
import { errorText, select, WrittenIn } from './shared'
import type { ARTICLE_CATEGORIES } from '@/api/contract/catalogue-constants'
import type { CREATABLE_KINDS, EditorRef } from '@/api/contract/content-constants'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

/** A new article, case or FAQ: its kind, the language it is written in first, its title. */
export function CreateItem() {
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
            ...(kind === 'article'
              ? { category: get('category') as (typeof ARTICLE_CATEGORIES)[number], author: get('author').trim() }
              : {}),
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
        <>
          <label className="flex flex-col gap-2 text-dp-13">
            {m.editor2_create_category()}
            <select className={select} name="category">
              <option value="news">{m.editor2_category_news()}</option>
              <option value="analysis">{m.editor2_category_analysis()}</option>
              <option value="guide">{m.editor2_category_guide()}</option>
            </select>
          </label>
          {/* The byline the article shows ("By …"); an article without one shows none. */}
          <label className="flex flex-col gap-2 text-dp-13">
            {m.editor3_create_author()}
            <input name="author" maxLength={80} autoComplete="name" className={cn(select, 'w-full')} />
          </label>
        </>
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
