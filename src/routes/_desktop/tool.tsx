import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '@/features/tools/components/tool-page'
import { toolSearchSchema } from '@/features/tools/utils/tool-search'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/tool')({
  validateSearch: toolSearchSchema,
  head: ({ matches }) => pageHead({ matches, title: m.page_tool_title(), description: m.page_tool_lead() }),
  component: ToolRoute,
})

function ToolRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <PageFrame title={m.page_tool_title()} lead={m.page_tool_lead()}>
      <ToolPage search={search} onSearch={(next) => void navigate({ search: next, replace: true, resetScroll: false })} />
    </PageFrame>
  )
}
