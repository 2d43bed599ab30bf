import { useLiveBoard } from '../hooks/use-live-board'
import type { BoardTarget } from '../api/queries'
import type { Board } from '../utils/apply'
import { Figure, HALL_THEME, KioskFrame, type KioskTheme } from './kiosk-frame'
import { AnnouncementTicker } from './announcement-ticker'
import { categoryRows, countryRows, DealsTable, intentText } from './hall-charts'
import { venueTimeZone } from '@/lib/venue-time-zone'
import { getLocale } from '@/paraglide/runtime'
import { m } from '@/paraglide/messages'

export function slotRange(slot: { starts_at: string; ends_at: string } | null, zone: string): string {
  if (!slot) return '—'
  const format = new Intl.DateTimeFormat(getLocale(), { timeZone: zone, hour: '2-digit', minute: '2-digit', hour12: false })
  return `${format.format(new Date(slot.starts_at))}–${format.format(new Date(slot.ends_at))}`
}

function money(amount: number, currency: string): string {
  return new Intl.NumberFormat(getLocale(), { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount)
}

const outcomeLabel = (outcome: Board['recent'][number]['outcome']) =>
  outcome === 'deal' ? m.hall_outcome_deal() : outcome === 'follow_up' ? m.hall_outcome_follow_up() : m.hall_outcome_no_fit()

/** The brand's name in the screen's language (an old event's one name when it has no other). */
export function brandName(r: Board['recent'][number]): string {
  return (getLocale() === 'zh-CN' ? r.brand_zh : r.brand_en) || r.brand
}

function Recent({ rows }: { rows: Board['recent'] }) {
  return (
    <section aria-labelledby="hall-recent" className="flex min-h-0 flex-col gap-12 overflow-hidden rounded-xl bg-white/6 p-24">
      <h2 id="hall-recent" className="shrink-0 truncate text-dp-32 font-semibold">
        {m.hall_latest_outcomes()}
      </h2>
      {rows.length ? (
        <ul className="flex flex-col gap-12" data-testid="hall-recent">
          {rows.slice(0, 3).map((r) => (
            <li key={`${r.meeting_id}-${r.at}`} className="flex flex-col border-b border-white/10 pb-8 text-dp-32 leading-tight">
              <span className="truncate font-semibold" data-testid="hall-recent-brand">
                {r.buyer ? `${brandName(r)} · ${r.buyer}` : brandName(r)}
              </span>
              <span className="text-white/80">
                {outcomeLabel(r.outcome)}
                {r.amount && r.currency ? ` · ${money(r.amount, r.currency)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-dp-32 text-white/70">{m.hall_no_outcomes_yet()}</p>
      )}
    </section>
  )
}

/** An activity's hall screen: now/next slot, the figures, deals by country, latest outcomes, announcements. */
export function HallScreen({ target, title, theme = HALL_THEME }: { target: BoardTarget; title: string; theme?: KioskTheme }) {
  const { board, status } = useLiveBoard(target)
  const zone = venueTimeZone(board.activity.country_code)
  const { figures } = board
  return (
    <KioskFrame
      title={title}
      subtitle={`${board.activity.title} · ${board.activity.venue}`}
      theme={theme}
      status={status}
      zone={zone}
      serverTime={board.server_time}
      ticker={<AnnouncementTicker announcements={board.announcements} />}
    >
      <div className="grid grid-cols-2 gap-24">
        <div className="flex items-baseline gap-16 rounded-xl bg-white/6 px-24 py-16">
          <span className="text-dp-32 text-white/80">{m.hall_slot_now()}</span>
          <span className="text-dp-48 font-bold tabular-nums" data-testid="slot-now">
            {slotRange(board.now_slot, zone)}
          </span>
        </div>
        <div className="flex items-baseline gap-16 rounded-xl bg-white/6 px-24 py-16">
          <span className="text-dp-32 text-white/80">{m.hall_slot_next()}</span>
          <span className="text-dp-48 font-bold tabular-nums">{slotRange(board.next_slot, zone)}</span>
        </div>
      </div>
      {/* The meetings of the day by state, each in exactly one tile; the no-shows take two columns for their split. */}
      <div className="grid grid-cols-7 gap-16" data-testid="hall-figures">
        <Figure label={m.hall_fig_scheduled()} value={figures.states.scheduled} testId="fig-scheduled" />
        <Figure label={m.hall_fig_late()} value={figures.states.late} accent="text-[#fdba74]" testId="fig-late" />
        <Figure label={m.hall_fig_at_table()} value={figures.states.checked_in} testId="fig-at-table" />
        <Figure label={m.hall_fig_in_progress()} value={figures.states.in_progress} accent="text-[#5eead4]" testId="fig-in-progress" />
        <Figure label={m.hall_fig_done()} value={figures.states.done} testId="fig-done" />
        <Figure
          className="col-span-2"
          label={m.hall_fig_no_show()}
          value={figures.states.no_show}
          testId="fig-no-show"
          detail={
            <span data-testid="fig-no-show-split" className="flex flex-col">
              <span>{m.live2_recovered({ count: String(figures.no_shows_recovered) })}</span>
              <span>{m.live2_unrecovered({ count: String(figures.no_shows_unrecovered) })}</span>
            </span>
          }
        />
      </div>
      <div className="grid min-h-0 flex-1 grid-cols-[1.1fr_1.3fr_1.1fr] gap-24">
        <section aria-labelledby="hall-day" className="flex flex-col gap-12 rounded-xl bg-white/6 p-24">
          <h2 id="hall-day" className="shrink-0 truncate text-dp-32 font-semibold">
            {m.hall_the_day()}
          </h2>
          <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-12 gap-y-6 text-dp-32 leading-tight [&_dt]:truncate">
            <dt className="text-white/80">{m.hall_fig_meetings()}</dt>
            <dd className="font-semibold tabular-nums">{figures.meetings}</dd>
            <dt className="text-white/80">{m.hall_fig_brands()}</dt>
            <dd className="font-semibold tabular-nums">{figures.brands}</dd>
            <dt className="text-white/80">{m.hall_fig_tables()}</dt>
            <dd className="font-semibold tabular-nums">{figures.tables}</dd>
            <dt className="text-white/80">{m.hall_fig_buyers()}</dt>
            <dd className="font-semibold tabular-nums">{figures.buyers}</dd>
            <dt className="text-white/80">{m.hall_fig_at_door()}</dt>
            <dd className="font-semibold tabular-nums" data-testid="fig-checked-in">
              {figures.checked_in}
            </dd>
            <dt className="text-white/80">{m.hall_fig_wishes()}</dt>
            <dd className="font-semibold tabular-nums">{figures.wishes}</dd>
            <dt className="text-white/80">{m.hall_fig_demands()}</dt>
            <dd className="font-semibold tabular-nums">{figures.demands}</dd>
            <dt className="text-white/80">{m.hall_fig_intent()}</dt>
            <dd className="font-semibold tabular-nums">
              {board.intent.length ? board.intent.map((i) => intentText(i.amount, [i])).join(' · ') : '—'}
            </dd>
          </dl>
        </section>
        <section aria-labelledby="hall-deals" className="flex min-h-0 flex-col gap-12 overflow-hidden rounded-xl bg-white/6 p-24">
          <h2 id="hall-deals" className="flex shrink-0 items-baseline justify-between gap-16 text-dp-32 font-semibold">
            <span className="truncate">{m.hall_fig_deals()}</span>
            <span className="text-[#86efac] tabular-nums" data-testid="fig-deals">
              {figures.deals}
            </span>
          </h2>
          <DealsTable
            id="hall-countries"
            title={m.hall_by_country()}
            rows={countryRows(board)}
            intent={board.intent}
            colour="#22c55e"
            top={2}
          />
          <DealsTable
            id="hall-categories"
            title={m.hall_by_category()}
            rows={categoryRows(board)}
            intent={board.intent}
            colour="#38bdf8"
            top={3}
          />
        </section>
        <Recent rows={board.recent} />
      </div>
    </KioskFrame>
  )
}
