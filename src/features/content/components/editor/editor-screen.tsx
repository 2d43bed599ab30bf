import { TranslationOverview } from './overview'
import { PageEditor } from './page-editor'
import { PageList } from './page-list'
import type { EditorRef } from '@/api/contract/content-constants'
import { RequireViewer } from '@/components/require-viewer'
import { m } from '@/paraglide/messages'

/**
 * /editor: the information pages to edit, and the chosen page in both languages side by side
 * (editors only). The page's editor is keyed by the slug in the URL: Back, a link or a reload can
 * never leave one page's form state under another page's slug.
 */
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
        // On a phone every control of the editor is at least 44 px high (a finger's target).
        <div className="grid gap-24 lg:grid-cols-[260px_minmax(0,1fr)] max-md:[&_button]:min-h-44 max-md:[&_input:not([type=checkbox])]:min-h-44 max-md:[&_select]:min-h-44 max-md:[&_textarea]:min-h-44">
          <PageList viewer={viewer} current={slug} />
          {slug ? <PageEditor key={slug} viewer={viewer} slug={slug} /> : <TranslationOverview viewer={viewer} />}
        </div>
      )}
    </RequireViewer>
  )
}
