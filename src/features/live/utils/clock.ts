import { useSyncExternalStore } from 'react'

/** The time to the minute, for "the current slot" and date shortcuts; renders stay pure. */
let minute = 0
const read = () => {
  if (minute === 0) minute = Math.floor(Date.now() / 60_000) * 60_000
  return minute
}
function subscribe(listener: () => void) {
  const timer = setInterval(() => {
    minute = Math.floor(Date.now() / 60_000) * 60_000
    listener()
  }, 30_000)
  return () => clearInterval(timer)
}

export function useMinute(): number {
  return useSyncExternalStore(subscribe, read, () => 0)
}
