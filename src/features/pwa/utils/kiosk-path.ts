/**
 * Screens read from a distance or at a door, without a person at a keyboard: the hall screens
 * (/realTime/*) and the door's check-in screen. A small corner note ("Ready to work offline") is
 * unreadable there and covers part of the screen, so background services stay silent on them.
 */
const KIOSK = [/^\/realTime(?:\/|$)/, /^\/organiser\/door(?:\/|$)/]

/** Whether a pathname (with or without the Chinese locale prefix) is a kiosk screen. */
export function isKioskPath(pathname: string): boolean {
  const path = pathname.replace(/^\/zh-CN(?=\/|$)/, '') || '/'
  return KIOSK.some((pattern) => pattern.test(path))
}
