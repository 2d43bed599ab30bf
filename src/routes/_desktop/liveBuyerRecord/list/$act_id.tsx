import { createFileRoute } from '@tanstack/react-router'
import { LIVE_PAGE } from '@/features/live/utils/phone-scale'
import { RecordList } from '@/features/live/components/record-list'
import { LiveViewerGate } from '@/features/live/components/viewer-gate'
import { recordListSearchSchema } from '@/features/live/utils/search'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { parsePositiveId } from '@/lib/route-params'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/liveBuyerRecord/list/$act_id')({
  params: {
    parse: (raw) => ({ act_id: parsePositiveId(raw.act_id) }),
    stringify: (params) => ({ act_id: String(params.act_id) }),
  },
  validateSearch: recordListSearchSchema,
  head: ({ matches, params }) =>
    pageHead({
      matches,
      title: `${m.page_liveBuyerRecord_list_title()} · ${m.activity_label({ id: String(params.act_id) })}`,
      description: m.page_liveBuyerRecord_list_lead(),
    }),
  component: LiveBuyerRecordListPage,
})

function LiveBuyerRecordListPage() {
  const { act_id } = Route.useParams()
  const search = Route.useSearch()
  return (
    <PageFrame title={m.page_liveBuyerRecord_list_title()} className={`max-w-800 ${LIVE_PAGE}`}>
      <LiveViewerGate>{(viewer) => <RecordList viewer={viewer} actId={act_id} search={search} />}</LiveViewerGate>
    </PageFrame>
  )
}
