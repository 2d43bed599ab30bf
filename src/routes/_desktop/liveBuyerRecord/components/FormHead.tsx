import { createFileRoute } from '@tanstack/react-router'
import { LIVE_PAGE } from '@/features/live/utils/phone-scale'
import { FormHeadPanel } from '@/features/live/components/form-head-panel'
import { LiveViewerGate } from '@/features/live/components/viewer-gate'
import { formHeadSearchSchema } from '@/features/live/utils/search'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

// The meeting's header on its own: /liveBuyerRecord/components/FormHead?act=1&record=2.
export const Route = createFileRoute('/_desktop/liveBuyerRecord/components/FormHead')({
  validateSearch: formHeadSearchSchema,
  head: ({ matches }) =>
    pageHead({ matches, title: m.page_liveBuyerRecord_formHead_title(), description: m.page_liveBuyerRecord_formHead_lead() }),
  component: LiveBuyerRecordFormHeadPage,
})

function LiveBuyerRecordFormHeadPage() {
  const { act, record } = Route.useSearch()
  return (
    <PageFrame title={m.page_liveBuyerRecord_formHead_title()} crumbs={[]} className={`max-w-800 ${LIVE_PAGE}`}>
      <LiveViewerGate anyRole>{(viewer) => <FormHeadPanel viewer={viewer} actId={act} recordId={record} />}</LiveViewerGate>
    </PageFrame>
  )
}
