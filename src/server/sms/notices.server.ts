/**
 * Every notification the platform sends by SMS or e-mail, rendered from fixed templates.
 *
 * A template takes numbers and dates only, never a string: a company, a product or a brand name
 * is text some user typed, and a message from the platform's own sender that carries it is a
 * phishing channel (a buyer who names their company "Security: re-verify at https://…" would
 * have it texted to every account of a brand). The recipient opens the site to read the rest.
 *
 * SMS go only to numbers in the countries login codes may be sent to (SMS_ALLOWED_COUNTRY_CODES):
 * a number elsewhere gets the e-mail instead, or nothing.
 */
import { authConfig } from '../auth/config.server'
import { sendMail } from '../mail/mail.server'
import { allowedCallingCode, normalizeMobile } from './phone'
import { smsProvider } from './sms.server'

export type Notice =
  | { kind: 'new_inquiry'; inquiryId: number }
  | { kind: 'inquiry_message'; inquiryId: number }
  | { kind: 'inquiry_quote'; inquiryId: number }
  | { kind: 'inquiry_closed'; inquiryId: number }
  | { kind: 'quote_declined'; inquiryId: number }
  | { kind: 'quote_countered'; inquiryId: number }
  | { kind: 'quote_accepted' | 'order_confirmed' | 'order_shipped' | 'order_received'; inquiryId: number; orderNumber: string }
  | { kind: 'sample_requested' | 'sample_accepted' | 'sample_declined' | 'sample_sent'; inquiryId: number; sampleId: number }
  | { kind: 'quote_expiring'; inquiryId: number; validUntil: string }
  | { kind: 'bulk_offer'; requestId: number; changed: boolean }
  | { kind: 'bulk_match'; requestId: number }
  | { kind: 'bulk_awarded'; requestId: number; orderNumber: string }
  | { kind: 'bulk_declined' | 'bulk_countered' | 'bulk_counter_declined'; requestId: number }
  | { kind: 'meetings_scheduled'; activityId: number; count: number; firstAt: Date; tableNo: number }
  | { kind: 'meeting_moved'; activityId: number; at: string; tableNo: number }
  | { kind: 'meeting_added'; activityId: number; at: string; tableNo: number }
  /** The buyer is at the venue (checked in at the door) but not at their meeting's table. */
  | { kind: 'table_waiting'; tableNo: number }

const whole = (n: number) => (Number.isSafeInteger(n) ? String(n) : '?')
const utc = (d: Date) => (Number.isNaN(d.getTime()) ? '?' : `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`)
/** A calendar day (YYYY-MM-DD); anything else is not shown. */
const day = (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? d : '?')
/** An order number as the platform makes it (PO-YYYY-NNNNNN); anything else is not shown. */
const orderNo = (n: string) => (/^PO-\d{4}-\d{6,}$/.test(n) ? n : '?')
/** A venue clock as the scheduler formats it (HH:MM); anything else is not shown. */
const clock = (at: string) => (/^\d{2}:\d{2}$/.test(at) ? at : '?')

type Wording = { en: { subject: string; text: string }; cn: { subject: string; text: string } }

const say = (subject: [string, string], text: [string, string]): Wording => ({
  en: { subject: subject[0], text: text[0] },
  cn: { subject: subject[1], text: text[1] },
})

/** A notice's subject and text in each language: platform wording, numbers and dates only. */
function wording(notice: Notice): Wording {
  switch (notice.kind) {
    case 'new_inquiry': {
      const id = whole(notice.inquiryId)
      return say(
        [`Inquiry #${id}: a new inquiry`, `询盘 #${id}：新询盘`],
        [`a buyer sent you inquiry #${id}. Sign in to read and quote.`, `买家向您发送了询盘 #${id}，请登录查看并报价。`],
      )
    }
    case 'inquiry_message': {
      const id = whole(notice.inquiryId)
      return say(
        [`Inquiry #${id}: new message`, `询盘 #${id} 有新留言`],
        [`a new message on inquiry #${id}. Sign in to read it.`, `询盘 #${id} 有新留言，请登录查看。`],
      )
    }
    case 'inquiry_quote': {
      const id = whole(notice.inquiryId)
      return say(
        [`Inquiry #${id}: new quote`, `询盘 #${id} 有新报价`],
        [`a new quote on inquiry #${id}. Sign in to read it.`, `询盘 #${id} 有新报价，请登录查看。`],
      )
    }
    case 'inquiry_closed': {
      const id = whole(notice.inquiryId)
      return say(
        [`Inquiry #${id}: closed by the buyer`, `询盘 #${id} 已被买家关闭`],
        [`the buyer closed inquiry #${id}.`, `买家已关闭询盘 #${id}。`],
      )
    }
    case 'quote_declined': {
      const id = whole(notice.inquiryId)
      return say(
        [`Inquiry #${id}: quote declined`, `询盘 #${id} 的报价被拒绝`],
        [
          `the buyer declined your quote on inquiry #${id}. Sign in to see the reason.`,
          `买家拒绝了您对询盘 #${id} 的报价，请登录查看原因。`,
        ],
      )
    }
    case 'quote_countered': {
      const id = whole(notice.inquiryId)
      return say(
        [`Inquiry #${id}: counter-offer`, `询盘 #${id} 收到还价`],
        [
          `the buyer made a counter-offer on your quote for inquiry #${id}. Sign in to answer with a revised quote.`,
          `买家对您在询盘 #${id} 的报价提出了还价，请登录查看并修改报价。`,
        ],
      )
    }
    case 'quote_accepted': {
      const id = whole(notice.inquiryId)
      const no = orderNo(notice.orderNumber)
      return say(
        [`Order ${no}: quote accepted`, `订单 ${no}：报价已被接受`],
        [
          `the buyer accepted your quote on inquiry #${id}: order ${no} was placed. Sign in to confirm it.`,
          `买家接受了您对询盘 #${id} 的报价，已生成订单 ${no}，请登录确认。`,
        ],
      )
    }
    case 'order_confirmed': {
      const no = orderNo(notice.orderNumber)
      return say([`Order ${no}: confirmed`, `订单 ${no} 已确认`], [`the supplier confirmed order ${no}.`, `供应商已确认订单 ${no}。`])
    }
    case 'order_shipped': {
      const no = orderNo(notice.orderNumber)
      return say(
        [`Order ${no}: shipped`, `订单 ${no} 已发货`],
        [`the supplier shipped order ${no}. Sign in to see the shipping note.`, `供应商已发出订单 ${no}，请登录查看发货信息。`],
      )
    }
    case 'order_received': {
      const no = orderNo(notice.orderNumber)
      return say([`Order ${no}: received`, `订单 ${no} 已收货`], [`the buyer marked order ${no} received.`, `买家已确认收到订单 ${no}。`])
    }
    case 'sample_requested': {
      const id = whole(notice.inquiryId)
      const no = whole(notice.sampleId)
      return say(
        [`Inquiry #${id}: sample request #${no}`, `询盘 #${id}：样品申请 #${no}`],
        [
          `the buyer asked for a sample on your quote for inquiry #${id} (sample request #${no}). Sign in to accept or decline it.`,
          `买家就您在询盘 #${id} 的报价申请样品（样品申请 #${no}），请登录接受或拒绝。`,
        ],
      )
    }
    case 'sample_accepted': {
      const id = whole(notice.inquiryId)
      const no = whole(notice.sampleId)
      return say(
        [`Inquiry #${id}: sample request #${no} accepted`, `询盘 #${id}：样品申请 #${no} 已接受`],
        [
          `the supplier accepted your sample request #${no} on inquiry #${id}. You will be told when it is sent.`,
          `供应商已接受您在询盘 #${id} 的样品申请 #${no}，寄出时会再通知您。`,
        ],
      )
    }
    case 'sample_declined': {
      const id = whole(notice.inquiryId)
      const no = whole(notice.sampleId)
      return say(
        [`Inquiry #${id}: sample request #${no} declined`, `询盘 #${id}：样品申请 #${no} 被拒绝`],
        [
          `the supplier declined your sample request #${no} on inquiry #${id}. Sign in to see why.`,
          `供应商拒绝了您在询盘 #${id} 的样品申请 #${no}，请登录查看原因。`,
        ],
      )
    }
    case 'sample_sent': {
      const id = whole(notice.inquiryId)
      const no = whole(notice.sampleId)
      return say(
        [`Inquiry #${id}: sample #${no} sent`, `询盘 #${id}：样品 #${no} 已寄出`],
        [
          `the supplier sent sample #${no} for inquiry #${id}. Sign in to see the tracking.`,
          `供应商已寄出询盘 #${id} 的样品 #${no}，请登录查看物流信息。`,
        ],
      )
    }
    case 'quote_expiring': {
      const id = whole(notice.inquiryId)
      const until = day(notice.validUntil)
      return say(
        [`Inquiry #${id}: the quote expires soon`, `询盘 #${id} 的报价即将到期`],
        [`the quote on inquiry #${id} is valid until ${until}. Sign in to answer it.`, `询盘 #${id} 的报价有效期至 ${until}，请登录处理。`],
      )
    }
    case 'bulk_offer': {
      const id = whole(notice.requestId)
      return say(
        [`Bulk request #${id}: offer`, `采购需求 #${id} 有新报价`],
        notice.changed
          ? [`a supplier changed its offer on your bulk request #${id}.`, `供应商更新了对采购需求 #${id} 的报价。`]
          : [`a supplier made an offer on your bulk request #${id}.`, `供应商已就您的采购需求 #${id} 报价。`],
      )
    }
    case 'bulk_match': {
      const id = whole(notice.requestId)
      return say(
        [`Bulk request #${id}: matches your products`, `采购需求 #${id} 与您的产品匹配`],
        [`a new bulk request #${id} matches your products. Sign in to make an offer.`, `新的采购需求 #${id} 与您的产品匹配，请登录报价。`],
      )
    }
    case 'bulk_awarded': {
      const id = whole(notice.requestId)
      const no = orderNo(notice.orderNumber)
      return say(
        [`Order ${no}: your offer was awarded`, `订单 ${no}：您的报价已中标`],
        [
          `the buyer awarded your offer on bulk request #${id}: order ${no} was placed. Sign in to confirm it.`,
          `买家选定了您对采购需求 #${id} 的报价，已生成订单 ${no}，请登录确认。`,
        ],
      )
    }
    case 'bulk_declined': {
      const id = whole(notice.requestId)
      return say(
        [`Bulk request #${id}: another offer was chosen`, `采购需求 #${id}：买家选定了其他报价`],
        [
          `the buyer awarded bulk request #${id} to another supplier. Thank you for your offer.`,
          `买家已将采购需求 #${id} 授予其他供应商，感谢您的报价。`,
        ],
      )
    }
    case 'bulk_countered': {
      const id = whole(notice.requestId)
      return say(
        [`Bulk request #${id}: counter-offer`, `采购需求 #${id} 收到还价`],
        [
          `the buyer made a counter-offer on your offer for bulk request #${id}. Sign in to answer with a revised offer.`,
          `买家对您在采购需求 #${id} 的报价提出了还价，请登录查看并修改报价。`,
        ],
      )
    }
    case 'bulk_counter_declined': {
      const id = whole(notice.requestId)
      return say(
        [`Bulk request #${id}: counter-offer declined`, `采购需求 #${id}：还价未被接受`],
        [
          `the supplier kept its offer on your bulk request #${id} and declined your counter-offer. Sign in to decide.`,
          `供应商维持对您的采购需求 #${id} 的原报价，未接受您的还价，请登录处理。`,
        ],
      )
    }
    case 'meetings_scheduled': {
      const act = whole(notice.activityId)
      const n = whole(notice.count)
      return say(
        [`Activity #${act}: your meetings`, `活动 #${act} 洽谈安排`],
        [
          `${n} ${notice.count === 1 ? 'meeting' : 'meetings'} scheduled at activity #${act}, the first at ${utc(notice.firstAt)}, table ${whole(notice.tableNo)}.`,
          `已在活动 #${act} 为您安排 ${n} 场洽谈，第一场 ${utc(notice.firstAt)}，${whole(notice.tableNo)} 号桌。`,
        ],
      )
    }
    case 'meeting_moved': {
      const act = whole(notice.activityId)
      return say(
        [`Activity #${act}: a meeting moved`, `活动 #${act} 洽谈调整`],
        [
          `one of your meetings at activity #${act} moved to ${clock(notice.at)}, table ${whole(notice.tableNo)}.`,
          `您在活动 #${act} 的一场洽谈改至 ${clock(notice.at)}，${whole(notice.tableNo)} 号桌。`,
        ],
      )
    }
    case 'meeting_added': {
      const act = whole(notice.activityId)
      return say(
        [`Activity #${act}: a new meeting`, `活动 #${act} 新增洽谈`],
        [
          `a new meeting for you at activity #${act}, ${clock(notice.at)}, table ${whole(notice.tableNo)}.`,
          `已在活动 #${act} 为您新增一场洽谈，${clock(notice.at)}，${whole(notice.tableNo)} 号桌。`,
        ],
      )
    }
    case 'table_waiting': {
      const table = whole(notice.tableNo)
      // Short on purpose: read on a phone while walking the hall, both languages in one SMS.
      return say(
        [`Table ${table} is waiting for you`, `${table} 号桌正在等您`],
        [`Table ${table} is waiting for you.`, `${table} 号桌正在等您。`],
      )
    }
  }
}

/** The subject and text of a notice in both languages (SMS): platform wording, numbers and dates only. */
export function renderNotice(notice: Notice): { subject: string; text: string } {
  const site = authConfig().siteName
  const { en, cn } = wording(notice)
  return { subject: `${en.subject} / ${cn.subject}`, text: `${site.en}: ${en.text} ${site.cn}：${cn.text}` }
}

/**
 * A notice as an e-mail to a reader of `lan`: the subject in their language, the text in theirs
 * first and the other language below it, so a colleague who reads the other one is not lost.
 */
export function renderNoticeMail(notice: Notice, lan: 'en' | 'cn'): { subject: string; text: string } {
  const site = authConfig().siteName
  const { en, cn } = wording(notice)
  const english = `${site.en}: ${en.text}`
  const chinese = `${site.cn}：${cn.text}`
  return lan === 'cn'
    ? { subject: `${site.cn}：${cn.subject}`, text: `${chinese}\n\n${english}` }
    : { subject: `${site.en}: ${en.subject}`, text: `${english}\n\n${chinese}` }
}

/** The E.164 form of a number SMS may go to (an allowed country), else null. */
export function smsTarget(raw: string | null | undefined): string | null {
  if (!raw) return null
  const config = authConfig()
  const e164 = normalizeMobile(raw, config.defaultCountryCode)
  return e164 && allowedCallingCode(e164, config.allowedCountryCodes) ? e164 : null
}

/**
 * Sends a notice: by SMS to an allowed number, else by e-mail, else not at all. Returns how it
 * went ('sms', 'mail' or 'none'); a provider failure throws (the caller logs it).
 */
export async function sendNotice(
  to: { mobile?: string | null; email?: string | null },
  notice: Notice,
  now: Date,
): Promise<'sms' | 'mail' | 'none'> {
  const { subject, text } = renderNotice(notice)
  const mobile = smsTarget(to.mobile)
  if (mobile) {
    await smsProvider().send({ to: mobile, text, code: '' })
    return 'sms'
  }
  if (to.email) {
    await sendMail({ to: to.email, subject, text, code: '' }, () => now)
    return 'mail'
  }
  return 'none'
}

/** Texts a notice to a number of an allowed country; false (nothing sent) for any other number. */
export async function sendNoticeSms(mobile: string | null | undefined, notice: Notice): Promise<boolean> {
  const to = smsTarget(mobile)
  if (!to) return false
  await smsProvider().send({ to, text: renderNotice(notice).text, code: '' })
  return true
}

/** Mails a notice in the reader's language (the other below it); false without an address. */
export async function sendNoticeMail(email: string | null | undefined, notice: Notice, lan: 'en' | 'cn', now: Date): Promise<boolean> {
  if (!email) return false
  const { subject, text } = renderNoticeMail(notice, lan)
  await sendMail({ to: email, subject, text, code: '' }, () => now)
  return true
}
