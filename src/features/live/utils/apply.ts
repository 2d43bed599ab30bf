/**
 * A hall screen's board after one live event: the snapshot plus every event after its
 * `last_event_id`, applied in order, is the board a reload would show (ADR 094). Events at or
 * before the board's position are ignored, so a repeat changes nothing.
 */
import type { OutputOf } from '@/api/contract/define'
import type { hallBoard } from '@/api/contract/live'
import type { LiveMessage } from '@/lib/live-events'

export type Board = OutputOf<typeof hallBoard>

const RECENT = 8
const ANNOUNCEMENTS = 10

export function applyLiveMessage(board: Board, message: LiveMessage): Board {
  if (message.seq <= board.last_event_id) return board
  const next: Board = { ...board, last_event_id: message.seq }
  switch (message.type) {
    case 'announcement': {
      const { id, text_en, text_zh, at } = message
      next.announcements = [{ id, text_en, text_zh, at }, ...board.announcements.filter((a) => a.id !== id)].slice(0, ANNOUNCEMENTS)
      return next
    }
    case 'announcement_removed':
      next.announcements = board.announcements.filter((a) => a.id !== message.id)
      return next
    case 'checkin':
      next.figures = { ...board.figures, checked_in: board.figures.checked_in + 1 }
      return next
    case 'record': {
      const states = { ...board.figures.states }
      if (message.from) states[message.from] = Math.max(0, states[message.from] - 1)
      states[message.to] += 1
      const deal = message.outcome === 'deal'
      // A new no-show is unrecovered until an organiser fills its slot (that sends a refresh).
      const noShow = (message.to === 'no_show' ? 1 : 0) - (message.from === 'no_show' ? 1 : 0)
      next.figures = {
        ...board.figures,
        states,
        deals: board.figures.deals + (deal ? 1 : 0),
        no_shows_unrecovered: Math.max(0, board.figures.no_shows_unrecovered + noShow),
      }
      if (message.outcome) {
        const { meeting_id, brand, buyer, country_code, outcome, amount, currency, at } = message
        const names = { brand_en: message.brand_en ?? brand, brand_zh: message.brand_zh ?? brand }
        next.recent = [{ meeting_id, brand, ...names, buyer, country_code, outcome, amount, currency, at }, ...board.recent].slice(
          0,
          RECENT,
        )
      }
      if (deal) {
        const country = board.by_country.find((c) => c.country_code === message.country_code)
        next.by_country = country
          ? board.by_country.map((c) => (c === country ? { ...c, deals: c.deals + 1, amount: c.amount + (message.amount ?? 0) } : c))
          : [
              ...board.by_country,
              { country_code: message.country_code, country_name: message.country_code, deals: 1, amount: message.amount ?? 0 },
            ]
        const categoryId = message.category_id ?? 0
        const category = board.by_category.find((c) => c.category_id === categoryId)
        next.by_category = category
          ? board.by_category.map((c) => (c === category ? { ...c, deals: c.deals + 1, amount: c.amount + (message.amount ?? 0) } : c))
          : [
              ...board.by_category,
              {
                category_id: categoryId,
                category_en: categoryId ? (message.category_en ?? '') : 'Other',
                category_zh: categoryId ? (message.category_zh ?? '') : '其他',
                deals: 1,
                amount: message.amount ?? 0,
              },
            ]
        if (message.currency && message.amount) {
          const currency = board.intent.find((i) => i.currency === message.currency)
          next.intent = currency
            ? board.intent.map((i) => (i === currency ? { ...i, amount: i.amount + message.amount! } : i))
            : [...board.intent, { currency: message.currency, amount: message.amount }]
        }
      }
      return next
    }
    case 'demand':
      next.figures = { ...board.figures, demands: board.figures.demands + 1 }
      return next
    case 'demand_withdrawn':
      next.figures = { ...board.figures, demands: Math.max(0, board.figures.demands - 1) }
      return next
    case 'refresh':
      return next
  }
}
