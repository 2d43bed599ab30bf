// The pure rules of notifications: channel choices over the defaults, the language of a user's
// mail, and the thread an event counts against for batching.
import { describe, expect, it } from 'vitest'
import { NOTIFICATION_DEFAULTS } from '../../api/contract/notification-constants'
import { allChoices, choiceFor, mailLanguage, mergeChoices, threadKey } from './choices'

describe('channel choices', () => {
  it('are the defaults when nothing is stored, or something malformed is', () => {
    for (const stored of [undefined, null, {}, 'x', { new_inquiry: 'off' }, { new_inquiry: { sms: 'no' } }]) {
      expect(choiceFor(stored, 'new_inquiry')).toEqual(NOTIFICATION_DEFAULTS.new_inquiry)
    }
    expect(
      allChoices({})
        .filter((c) => c.sms)
        .map((c) => c.kind),
    ).toEqual([
      'new_inquiry',
      'inquiry_quote',
      'bulk_offer',
      'quote_accepted',
      'quote_countered',
      'order_shipped',
      'bulk_awarded',
      'sample_requested',
      'sample_sent',
      'bulk_countered',
    ])
  })

  it('take the user’s own choice channel by channel', () => {
    expect(choiceFor({ inquiry_message: { sms: true } }, 'inquiry_message')).toEqual({ app: true, email: true, sms: true })
    expect(choiceFor({ inquiry_message: { app: false } }, 'inquiry_quote')).toEqual(NOTIFICATION_DEFAULTS.inquiry_quote)
  })

  it('store only what differs from the defaults', () => {
    const stored = mergeChoices({}, [
      { kind: 'new_inquiry', app: true, email: false, sms: true },
      { kind: 'bulk_match', app: true, email: true, sms: false },
    ])
    expect(stored).toEqual({ new_inquiry: { email: false } })
    // Saving one kind keeps the others as they were.
    expect(mergeChoices(stored, [{ kind: 'inquiry_closed', app: false, email: true, sms: false }])).toEqual({
      new_inquiry: { email: false },
      inquiry_closed: { app: false },
    })
    // Back to the default: nothing left to store.
    expect(mergeChoices(stored, [{ kind: 'new_inquiry', app: true, email: true, sms: true }])).toEqual({})
  })
})

describe('mail language', () => {
  it('is the saved one, else Chinese for Greater China numbers or countries, else English', () => {
    expect(mailLanguage('en', '+8613800000001', 'CN')).toBe('en')
    expect(mailLanguage(null, '+86 138 0000 0001', null)).toBe('cn')
    expect(mailLanguage(null, '+85291234567', null)).toBe('cn')
    expect(mailLanguage(null, null, 'tw')).toBe('cn')
    expect(mailLanguage(null, '+447700900000', 'GB')).toBe('en')
    expect(mailLanguage('fr', null, null)).toBe('en')
  })
})

describe('thread keys', () => {
  it('name an inquiry or a bulk request', () => {
    expect(threadKey({ inquiryId: 12 })).toBe('inquiry:12')
    expect(threadKey({ requestId: 12 })).toBe('bulk:12')
  })
})
