/** Spec §9: in production, the browser's console.log/debug/info/warn/error do nothing. */
const noop = () => {}

export function silenceConsoleInProduction(): void {
  if (typeof window === 'undefined' || !import.meta.env.PROD) return
  for (const method of ['log', 'debug', 'info', 'warn', 'error'] as const) console[method] = noop
}
