import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/tool')({
  head: ({ matches }) => pageHead({ matches, title: m.page_tool_title(), description: m.page_tool_lead() }),
  component: ToolPage,
})

function ToolPage() {
  return <PageFrame title={m.page_tool_title()} lead={m.page_tool_lead()} crumbs={[]} />
}
