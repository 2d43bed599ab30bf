import { ContentBlocks } from '../blocks'
import { MarkdownBody } from '../markdown-body'
import { LANG, LANGS, type EditorData, type Lang } from './shared'
import type { ContentBlock } from '@/api/contract/content'
import { m } from '@/paraglide/messages'

/** Each language's draft as the page will show it (live figures appear once published). */
export function Preview({ data }: { data: EditorData }) {
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
      return <MarkdownBody key={b.key} html={side.html ?? ''} />
    })
}
