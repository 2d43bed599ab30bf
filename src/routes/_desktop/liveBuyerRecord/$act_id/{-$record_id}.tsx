import { createFileRoute, Link } from '@tanstack/react-router'
import { LIVE_PAGE } from '@/features/live/utils/phone-scale'
import { RecordForm } from '@/features/live/components/record-form'
import { LiveViewerGate } from '@/features/live/components/viewer-gate'
import { recordFormSearchSchema } from '@/features/live/utils/search'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { parseOptionalPositiveId, parsePositiveId } from '@/lib/route-params'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/liveBuyerRecord/$act_id/{-$record_id}')({
  params: {
    parse: (raw) => ({ act_id: parsePositiveId(raw.act_id), record_id: parseOptionalPositiveId(raw.record_id) }),
    stringify: (params) => ({
      act_id: String(params.act_id),
      record_id: params.record_id === undefined ? undefined : String(params.record_id),
    }),
  },
  validateSearch: recordFormSearchSchema,
  head: ({ matches, params }) =>
    pageHead({
      matches,
      title: `${m.page_liveBuyerRecord_title()} · ${params.record_id === undefined ? m.live_walk_in() : m.record_label({ id: String(params.record_id) })}`,
      description: m.page_liveBuyerRecord_lead(),
    }),
  component: LiveBuyerRecordPage,
})

function LiveBuyerRecordPage() {
  const { act_id, record_id } = Route.useParams()
  const { draft } = Route.useSearch()
  return (
    <PageFrame
      title={m.page_liveBuyerRecord_title()}
      className={`max-w-800 ${LIVE_PAGE}`}
      meta={
        <Link to="/liveBuyerRecord/list/$act_id" params={{ act_id }} data-testid="live-back">
          ← {m.live_back_to_list()}
        </Link>
      }
    >
      <LiveViewerGate>{(viewer) => <RecordForm viewer={viewer} actId={act_id} recordId={record_id} draftKey={draft} />}</LiveViewerGate>
    </PageFrame>
  )
}
