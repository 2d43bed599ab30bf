import { createFileRoute } from '@tanstack/react-router'
import { EditorScreen } from '@/features/content/components/editor/editor-screen'
import { editorSearchSchema } from '@/features/content/utils/editor-search'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

// The content editor: editors only. Personal, so it renders after hydration; the server
// checks the editor role on every call.
export const Route = createFileRoute('/_desktop/editor')({
  validateSearch: editorSearchSchema,
  head: ({ matches }) => pageHead({ matches, title: m.editor_title(), description: m.editor_lead(), noindex: true }),
  component: EditorPage,
})

function EditorPage() {
  const { slug } = Route.useSearch()
  return (
    // The whole width of a wide screen: two languages side by side, each wide enough to read a lead whole.
    <PageFrame title={m.editor_title()} lead={m.editor_lead()} className="max-w-none">
      <EditorScreen slug={slug} />
    </PageFrame>
  )
}
