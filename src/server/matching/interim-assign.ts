/**
 * INTERIM stand-in for the scheduler's assignment (the "sched" branch writes the real one:
 * min-cost / per-slot optimal assignment with property tests, ADR in its range). Same inputs
 * and outputs, so the service in meetings.server.ts switches by changing one import.
 *
 * Highest score first (pins before everything), each pair into the first slot where buyer and
 * brand are free and available and a table is free. Conflict-free by construction.
 */
export type SchedulePair = { buyerId: number; brandId: number; score: number; must: boolean; pinned: boolean }
export type Assignment = { buyerId: number; brandId: number; slotId: number; tableNo: number }

export type AssignInput = {
  slots: ReadonlyArray<number>
  tables: ReadonlyArray<number>
  pairs: ReadonlyArray<SchedulePair>
  /** Meetings that stay where they are (pinned on an earlier run). */
  fixed: ReadonlyArray<Assignment>
  available: (party: 'buyer' | 'brand', id: number, slotId: number) => boolean
}

export function assignMeetings(input: AssignInput): Array<Assignment> {
  const busy = new Set<string>()
  for (const f of input.fixed) busy.add(`b${f.slotId}:${f.buyerId}`).add(`r${f.slotId}:${f.brandId}`).add(`t${f.slotId}:${f.tableNo}`)
  const order = input.pairs.toSorted((a, b) => Number(b.pinned) - Number(a.pinned) || b.score - a.score || a.buyerId - b.buyerId || a.brandId - b.brandId)
  const out: Array<Assignment> = []
  for (const pair of order) {
    for (const slotId of input.slots) {
      if (busy.has(`b${slotId}:${pair.buyerId}`) || busy.has(`r${slotId}:${pair.brandId}`)) continue
      if (!input.available('buyer', pair.buyerId, slotId) || !input.available('brand', pair.brandId, slotId)) continue
      const tableNo = input.tables.find((t) => !busy.has(`t${slotId}:${t}`))
      if (tableNo === undefined) continue
      busy.add(`b${slotId}:${pair.buyerId}`).add(`r${slotId}:${pair.brandId}`).add(`t${slotId}:${tableNo}`)
      out.push({ buyerId: pair.buyerId, brandId: pair.brandId, slotId, tableNo })
      break
    }
  }
  return out
}
