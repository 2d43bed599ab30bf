import { useLiveBoard } from '../hooks/use-live-board'
import type { Board } from '../utils/apply'
import { HALL_THEME, KioskFrame } from './kiosk-frame'
import { AnnouncementTicker } from './announcement-ticker'
import { slotRange } from './hall-screen'
import { venueTimeZone } from '@/lib/venue-time-zone'
import { m } from '@/paraglide/messages'

function SlotBoard(props: { id: string; heading: string; range: string; rows: Board['pairing_now']; none: string | null }) {
  const { id, heading, range, rows } = props
  return (
    <section aria-labelledby={id} className="flex min-h-0 flex-col gap-12 rounded-xl bg-white/6 p-24">
      <h2 id={id} className="flex items-baseline justify-between text-dp-32 font-semibold">
        <span>{heading}</span>
        <span className="text-[#5eead4] tabular-nums">{range}</span>
      </h2>
      {rows.length ? (
        <table className="w-full table-fixed text-left text-dp-24">
          <thead className="text-dp-20 text-white/75">
            <tr>
              <th scope="col" className="w-120 pb-6 font-medium">
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
            {rows.slice(0, 12).map((r) => (
              <tr key={r.table_no} className="border-t border-white/10">
                <td className="py-6 text-dp-28 font-bold tabular-nums">{r.table_label || r.table_no}</td>
                <td className="truncate py-6">{r.brand}</td>
                <td className="truncate py-6">{r.buyer_company}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-dp-24 text-white/70">{props.none ?? m.hall_no_meetings_in_slot()}</p>
      )}
    </section>
  )
}

/** The pairing board of the live activity: who meets whom at which table, now and next. */
export function PairingScreen({ title }: { title: string }) {
  const { board, status } = useLiveBoard({})
  const zone = venueTimeZone(board.activity.country_code)
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
        />
        <SlotBoard
          id="pairing-next"
          heading={m.hall_slot_next()}
          range={slotRange(board.next_slot, zone)}
          rows={board.pairing_next}
          none={board.next_slot ? null : m.hall_no_slot_next()}
        />
      </div>
    </KioskFrame>
  )
}
