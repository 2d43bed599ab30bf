import { describe, expect, it } from 'vitest'
import { msUntilSlotChange, rotatingPage } from './slot-clock'

const slot = (start: string, end: string) => ({ starts_at: start, ends_at: end })

describe('msUntilSlotChange', () => {
  const received = Date.parse('2026-06-15T08:00:00Z')
  it('counts to the end of the current slot or the start of the next, whichever is first', () => {
    const board = {
      server_time: '2026-06-15T08:00:00Z',
      now_slot: slot('2026-06-15T07:40:00Z', '2026-06-15T08:10:00Z'),
      next_slot: slot('2026-06-15T08:10:00Z', '2026-06-15T08:40:00Z'),
    }
    expect(msUntilSlotChange(board, received, received)).toBe(10 * 60_000)
    expect(msUntilSlotChange(board, received, received + 60_000)).toBe(9 * 60_000)
    // In a break between slots: the next slot's start.
    expect(msUntilSlotChange({ ...board, now_slot: null }, received, received)).toBe(10 * 60_000)
  })

  it("keeps the server's time on a device whose clock is wrong", () => {
    const board = { server_time: '2026-06-15T08:00:00Z', now_slot: null, next_slot: slot('2026-06-15T08:05:00Z', '2026-06-15T08:35:00Z') }
    // This device reads 07:00 when the server says 08:00: still five minutes to go.
    const deviceNow = Date.parse('2026-06-15T07:00:00Z')
    expect(msUntilSlotChange(board, deviceNow, deviceNow)).toBe(5 * 60_000)
    expect(msUntilSlotChange(board, deviceNow, deviceNow + 6 * 60_000)).toBe(0)
  })

  it('is null when no slot is current or coming', () => {
    expect(msUntilSlotChange({ server_time: '2026-06-15T08:00:00Z', now_slot: null, next_slot: null }, 0, 0)).toBeNull()
  })
})

describe('rotatingPage', () => {
  const rows = Array.from({ length: 60 }, (_, i) => i + 1)
  it('shows every row over the pages, in turn, and wraps', () => {
    const seen = [0, 1, 2, 3, 4].flatMap((tick) => rotatingPage(rows, 12, tick).rows)
    expect(seen).toEqual(rows)
    expect(rotatingPage(rows, 12, 1)).toMatchObject({ page: 2, pages: 5 })
    expect(rotatingPage(rows, 12, 5)).toMatchObject({ page: 1, pages: 5, rows: rows.slice(0, 12) })
  })
  it('is one page for a short or empty list', () => {
    expect(rotatingPage([1, 2], 12, 3)).toEqual({ rows: [1, 2], page: 1, pages: 1 })
    expect(rotatingPage([], 12, 0)).toEqual({ rows: [], page: 1, pages: 1 })
  })
})
