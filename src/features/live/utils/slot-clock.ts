/**
 * The hall screens' "Now / Next" follows the clock: the board is read again when the current slot
 * ends or the next one starts, by the server's time (a screen whose own clock is wrong still turns
 * at venue time), not only when an unrelated event happens to arrive.
 */
type Slot = { starts_at: string; ends_at: string } | null

/**
 * Milliseconds from `now` (this device's clock) until the board's slots change, or null when no
 * change is due. `receivedAt` is when this device received the board stamped `server_time`; their
 * difference is the device's offset from the server.
 */
export function msUntilSlotChange(
  board: { server_time: string; now_slot: Slot; next_slot: Slot },
  receivedAt: number,
  now: number,
): number | null {
  const serverNow = now + (Date.parse(board.server_time) - receivedAt)
  const boundaries = [board.now_slot?.ends_at, board.next_slot?.starts_at]
    .filter((at): at is string => at !== undefined)
    .map((at) => Date.parse(at))
    .filter((at) => Number.isFinite(at))
  if (!boundaries.length) return null
  return Math.max(0, Math.min(...boundaries) - serverNow)
}

/** The rows of page `tick` (counted from 0, wrapping) of `size` rows each, and the page count. */
export function rotatingPage<T>(
  rows: ReadonlyArray<T>,
  size: number,
  tick: number,
): { rows: ReadonlyArray<T>; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size))
  const page = ((tick % pages) + pages) % pages
  return { rows: rows.slice(page * size, page * size + size), page: page + 1, pages }
}
