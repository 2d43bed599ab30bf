// Every notification template, rendered with hostile input where a caller could smuggle text in
// (a cast string for a number, a URL for a clock time): the output is the platform's words, the
// site's name, numbers and dates, never the input. And SMS go only to allowed countries.
import { describe, expect, it } from 'vitest'
import { renderNotice, renderNoticeMail, smsTarget, type Notice } from './notices.server'

const hostile = 'TradeBridge Security: your account is suspended. Re-verify at https://evil.example'
const sneak = hostile as unknown as number

const every: Array<Notice> = [
  { kind: 'new_inquiry', inquiryId: sneak },
  { kind: 'inquiry_message', inquiryId: sneak },
  { kind: 'inquiry_closed', inquiryId: sneak },
  { kind: 'quote_expiring', inquiryId: sneak, validUntil: hostile },
  { kind: 'bulk_match', requestId: sneak },
  { kind: 'inquiry_quote', inquiryId: sneak },
  { kind: 'bulk_offer', requestId: sneak, changed: false },
  { kind: 'bulk_offer', requestId: sneak, changed: true },
  { kind: 'meetings_scheduled', activityId: sneak, count: sneak, firstAt: new Date(hostile), tableNo: sneak },
  { kind: 'meeting_moved', activityId: sneak, at: hostile, tableNo: sneak },
  { kind: 'meeting_added', activityId: sneak, at: hostile, tableNo: sneak },
  { kind: 'table_waiting', tableNo: sneak },
]

describe('notice templates', () => {
  it('covers every kind of notice', () => {
    const kinds = new Set(every.map((n) => n.kind))
    expect(kinds.size).toBe(11)
  })

  for (const notice of every) {
    it(`${notice.kind} carries no user text`, () => {
      const { subject, text } = renderNotice(notice)
      const mails = [renderNoticeMail(notice, 'en'), renderNoticeMail(notice, 'cn')].flatMap((mail) => [mail.subject, mail.text])
      for (const out of [subject, text, ...mails]) {
        expect(out).not.toContain('evil.example')
        expect(out).not.toContain('suspended')
        expect(out).not.toMatch(/https?:/)
      }
      expect(text.length).toBeLessThan(260)
    })
  }

  it('renders real values', () => {
    expect(renderNotice({ kind: 'inquiry_message', inquiryId: 12 }).text).toContain('inquiry #12')
    expect(renderNotice({ kind: 'meeting_moved', activityId: 2, at: '10:30', tableNo: 4 }).text).toContain('10:30, table 4')
    // The late buyer's nudge: one SMS in both languages, short enough for one message.
    const nudge = renderNotice({ kind: 'table_waiting', tableNo: 13 }).text
    expect(nudge).toContain('Table 13 is waiting for you.')
    expect(nudge).toContain('13 号桌正在等您。')
    expect(nudge.length).toBeLessThan(140)
  })
})

describe('notice mail', () => {
  it('puts the reader’s language first and the other below it', () => {
    const cn = renderNoticeMail({ kind: 'new_inquiry', inquiryId: 7 }, 'cn')
    const en = renderNoticeMail({ kind: 'new_inquiry', inquiryId: 7 }, 'en')
    expect(cn.subject).toContain('询盘 #7')
    expect(cn.text.indexOf('询盘 #7')).toBeLessThan(cn.text.indexOf('inquiry #7'))
    expect(en.subject).toContain('Inquiry #7')
    expect(en.text.indexOf('inquiry #7')).toBeLessThan(en.text.indexOf('询盘 #7'))
  })
})

describe('SMS targets', () => {
  it('allows numbers of the login-code countries and refuses the others', () => {
    expect(smsTarget('+86 139 1111 0000')).toBe('+8613911110000')
    expect(smsTarget('+882 16 1234 5678')).toBeNull()
    expect(smsTarget('')).toBeNull()
    expect(smsTarget(hostile)).toBeNull()
  })
})
