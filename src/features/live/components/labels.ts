import type { recordOutcomes, recordStates } from '@/api/contract/live-constants'
import { m } from '@/paraglide/messages'

type State = (typeof recordStates)[number]
type Outcome = (typeof recordOutcomes)[number]

/** A record state in words. */
export function stateLabel(state: State): string {
  switch (state) {
    case 'scheduled':
      return m.live_state_scheduled()
    case 'late':
      return m.live_state_late()
    case 'checked_in':
      return m.live_state_checked_in()
    case 'in_progress':
      return m.live_state_in_progress()
    case 'done':
      return m.live_state_done()
    case 'no_show':
      return m.live_state_no_show()
  }
}

export function outcomeLabel(outcome: Outcome): string {
  switch (outcome) {
    case 'deal':
      return m.live_outcome_deal()
    case 'follow_up':
      return m.live_outcome_follow_up()
    case 'no_fit':
      return m.live_outcome_no_fit()
  }
}

/** The colour of a state's badge (text and background pass contrast). */
export const stateTone: Record<State, string> = {
  scheduled: 'bg-slate-100 text-slate-800',
  late: 'bg-orange-100 text-orange-950',
  checked_in: 'bg-sky-100 text-sky-900',
  in_progress: 'bg-amber-100 text-amber-950',
  done: 'bg-emerald-100 text-emerald-900',
  no_show: 'bg-rose-100 text-rose-900',
}
