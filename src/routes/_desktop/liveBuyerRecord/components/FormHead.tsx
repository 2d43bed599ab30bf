import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/liveBuyerRecord/components/FormHead')({
  head: ({ matches }) =>
    pageHead({ matches, title: m.page_liveBuyerRecord_formHead_title(), description: m.page_liveBuyerRecord_formHead_lead() }),
  component: LiveBuyerRecordFormHeadPage,
})

function LiveBuyerRecordFormHeadPage() {
  return <PageFrame title={m.page_liveBuyerRecord_formHead_title()} lead={m.page_liveBuyerRecord_formHead_lead()} crumbs={[]} />
}
