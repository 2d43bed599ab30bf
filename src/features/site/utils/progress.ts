import { constants } from '../../../../app.config'

const { minimum, trickleRate } = constants.progressBar

/** The next position of the loading bar while a navigation is pending (never reaches 1). */
export function trickle(progress: number | null): number {
  if (progress === null) return minimum
  return Math.min(0.994, Math.max(minimum, progress + trickleRate * (1 - progress) * 4 + trickleRate / 2))
}
