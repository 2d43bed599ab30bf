import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import type * as React from 'react'
import { contentPageQueryOf } from '../api/queries'
import { ContentBlocks } from './blocks'
import type { ContentSlug } from '@/api/contract/content'
import { localizePath } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

/**
 * An information page's body: its published blocks in the current language. `extra` (e.g.
 * /about's questions and partner countries) goes before the closing call to action. A page not
 * published in this language shows a note in this language, never the other language's text.
 */
export function ContentBody({ slug, extra }: { slug: ContentSlug; extra?: React.ReactNode }) {
  const { data } = useSuspenseQuery(contentPageQueryOf(slug))
  if (!data.published) return <MissingLanguage available={data.languages.length > 0} />
  const last = data.blocks.at(-1)
  const closing = last?.type === 'cta' ? [last] : []
  const main = closing.length ? data.blocks.slice(0, -1) : data.blocks
  const live = { figures: data.figures, certified: data.certified }
  return (
    <div className="flex flex-col gap-48 pt-8 max-[600px]:gap-32">
      <ContentBlocks blocks={main} live={live} />
      {extra}
      {closing.length ? <ContentBlocks blocks={closing} live={live} /> : null}
    </div>
  )
}

/**
 * A page or article not published in the reader's language: said so in that language, with a link
 * to the other language's version when it has one (the same path and query, in the other locale).
 */
export function MissingLanguage({ available }: { available: boolean }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname + s.location.searchStr })
  const other = getLocale() === 'en-US' ? 'zh-CN' : 'en-US'
  return (
    <section
      role="note"
      aria-labelledby="content-missing"
      className="flex max-w-720 flex-col gap-12 rounded-xl border border-amber-300 bg-amber-50 p-24"
      data-testid="language-missing"
    >
      <h2 id="content-missing" className="text-dp-20 font-semibold text-amber-950">
        {m.content_missing_title()}
      </h2>
      <p className="text-dp-15 text-amber-950/90">{m.content_missing_body()}</p>
      {available ? (
        <a href={localizePath(pathname, other)} hrefLang={other} className="w-fit font-medium text-primary underline underline-offset-4">
          {m.content_missing_switch()}
        </a>
      ) : null}
    </section>
  )
}
