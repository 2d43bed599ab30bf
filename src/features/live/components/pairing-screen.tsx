import { useLiveBoard } from '../hooks/use-live-board'
import { usePageTick } from '../hooks/use-page-tick'
import type { Board } from '../utils/apply'
import { rotatingPage } from '../utils/slot-clock'
import { HALL_THEME, KioskFrame } from './kiosk-frame'
import { AnnouncementTicker } from './announcement-ticker'
import { slotRange } from './hall-screen'
import { venueTimeZone } from '@/lib/venue-time-zone'
import { m } from '@/paraglide/messages'

/** Tables per page of a slot's board: rows of 32 px text whose names wrap to two lines fit six to a page at 1920 × 1080. */
const ROWS_PER_PAGE = 6

function SlotBoard(props: { id: string; heading: string; range: string; rows: Board['pairing_now']; none: string | null; tick: number }) {
  const { id, heading, range } = props
  // Every table of the slot, a page at a time: "Page 2 of 5" says there is more to come.
  const { rows, page, pages } = rotatingPage(props.rows, ROWS_PER_PAGE, props.tick)
  return (
    <section aria-labelledby={id} className="flex min-h-0 flex-col gap-12 rounded-xl bg-white/6 p-24" data-testid={`${id}-board`}>
      <h2 id={id} className="flex items-baseline justify-between gap-16 text-dp-36 font-semibold">
        <span>{heading}</span>
        <span className="text-[#5eead4] tabular-nums">{range}</span>
      </h2>
      {rows.length ? (
        <>
          <table className="w-full table-fixed text-left text-dp-32">
            <thead className="text-white/75">
              <tr>
                <th scope="col" className="w-140 pb-6 font-medium">
                  {m.hall_table()}
                </th>
                <th scope="col" className="pb-6 font-medium">
                  {m.hall_brand()}
                </th>
                <th scope="col" className="pb-6 font-medium">
                  {m.hall_buyer()}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.table_no} className="border-t border-white/10 align-top" data-testid="pairing-row">
                  <td className="py-6 text-dp-36 font-bold tabular-nums">{r.table_label || r.table_no}</td>
                  <td className="py-6 pr-12 leading-tight break-words">{r.brand}</td>
                  <td className="py-6 leading-tight break-words">{r.buyer_company}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 ? (
            <p className="mt-auto text-right text-dp-32 text-white/75 tabular-nums" data-testid="pairing-page">
              {m.hall_page_of({ page, pages, tables: props.rows.length })}
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-dp-32 text-white/70">{props.none ?? m.hall_no_meetings_in_slot()}</p>
      )}
    </section>
  )
}

/** The pairing board of the live activity: who meets whom at which table, now and next. */
export function PairingScreen({ title }: { title: string }) {
  const { board, status } = useLiveBoard({})
  const zone = venueTimeZone(board.activity.country_code)
  const tick = usePageTick(Math.max(board.pairing_now.length, board.pairing_next.length) > ROWS_PER_PAGE)
  return (
    <KioskFrame
      title={title}
      subtitle={`${board.activity.title} · ${board.activity.venue}`}
      theme={HALL_THEME}
      status={status}
      zone={zone}
      serverTime={board.server_time}
      ticker={<AnnouncementTicker announcements={board.announcements} />}
    >
      <div className="grid min-h-0 flex-1 grid-cols-2 gap-24" data-testid="pairing-board">
        <SlotBoard
          id="pairing-now"
          heading={m.hall_slot_now()}
          range={slotRange(board.now_slot, zone)}
          rows={board.pairing_now}
          none={board.now_slot ? null : m.hall_no_slot_now()}
          tick={tick}
        />
        <SlotBoard
          id="pairing-next"
          heading={m.hall_slot_next()}
          range={slotRange(board.next_slot, zone)}
          rows={board.pairing_next}
          none={board.next_slot ? null : m.hall_no_slot_next()}
          tick={tick}
        />
      </div>
    </KioskFrame>
  )
}
