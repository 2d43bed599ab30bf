/**
 * Pure rules of the notifications domain: which channels a user's stored choices give for a kind,
 * which language their mail is written in, and which thread an event belongs to (what batching
 * counts by).
 */
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  type ChannelChoice,
  type NotificationKind,
} from '../../api/contract/notification-constants'

/** What is stored: only the kinds and channels a user changed. Anything malformed counts as unchanged. */
export type StoredChoices = Partial<Record<NotificationKind, Partial<ChannelChoice>>>

/** The channels a kind reaches the user on: their own choice where they made one, else the default. */
export function choiceFor(stored: unknown, kind: NotificationKind): ChannelChoice {
  const own = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>)[kind] : undefined
  const out = { ...NOTIFICATION_DEFAULTS[kind] }
  if (typeof own !== 'object' || own === null) return out
  for (const channel of NOTIFICATION_CHANNELS) {
    const value = (own as Record<string, unknown>)[channel]
    if (typeof value === 'boolean') out[channel] = value
  }
  return out
}

/** Every kind with its channels, in the contract's order (the preferences form). */
export function allChoices(stored: unknown): Array<ChannelChoice & { kind: NotificationKind }> {
  return NOTIFICATION_KINDS.map((kind) => ({ kind, ...choiceFor(stored, kind) }))
}

/**
 * The stored choices after saving `changes`: only what differs from the defaults is kept, so a
 * later change of a default reaches everyone who never touched that box.
 */
export function mergeChoices(stored: unknown, changes: Array<ChannelChoice & { kind: NotificationKind }>): StoredChoices {
  const out: StoredChoices = {}
  const changed = new Map(changes.map((c) => [c.kind, c]))
  for (const kind of NOTIFICATION_KINDS) {
    const now = changed.get(kind) ?? choiceFor(stored, kind)
    const diff: Partial<ChannelChoice> = {}
    for (const channel of NOTIFICATION_CHANNELS) {
      if (now[channel] !== NOTIFICATION_DEFAULTS[kind][channel]) diff[channel] = now[channel]
    }
    if (Object.keys(diff).length) out[kind] = diff
  }
  return out
}

/** Calling codes and countries whose readers get Chinese first. */
const CHINESE_CALLING = ['+86', '+852', '+853', '+886']
const CHINESE_COUNTRIES = new Set(['CN', 'HK', 'MO', 'TW'])

/**
 * The language of a user's mail: the one they saved their preferences in; before that, Chinese
 * for a number or country of mainland China, Hong Kong, Macao or Taiwan, else English.
 */
export function mailLanguage(
  saved: string | null | undefined,
  mobile: string | null | undefined,
  country: string | null | undefined,
): 'en' | 'cn' {
  if (saved === 'en' || saved === 'cn') return saved
  const number = (mobile ?? '').replace(/[\s-]/g, '')
  if (CHINESE_CALLING.some((code) => number.startsWith(code))) return 'cn'
  if (country && CHINESE_COUNTRIES.has(country.toUpperCase())) return 'cn'
  return 'en'
}

/** The thread an event belongs to: batching allows one message per thread, channel and recipient per window. */
export function threadKey(subject: { inquiryId: number } | { requestId: number }): string {
  return 'inquiryId' in subject ? `inquiry:${subject.inquiryId}` : `bulk:${subject.requestId}`
}
