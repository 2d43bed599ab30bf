import { useCallback, useEffect, useState } from 'react'

/** Seconds left until a code may be sent again; `start(n)` begins counting down from n. */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (until <= Date.now()) return
    const timer = window.setInterval(() => {
      const t = Date.now()
      setNow(t)
      if (t >= until) window.clearInterval(timer)
    }, 250)
    return () => window.clearInterval(timer)
  }, [until])
  const start = useCallback((seconds: number) => {
    const t = Date.now()
    setNow(t)
    setUntil(t + Math.max(0, seconds) * 1000)
  }, [])
  return { left: Math.max(0, Math.ceil((until - now) / 1000)), start }
}
