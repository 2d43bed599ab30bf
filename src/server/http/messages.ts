import type * as z from 'zod/mini'
import type { Lan } from './handler'

type Issue = z.core.$ZodIssue

/** One line naming the field and what is wrong with it, in the request's language. */
export function describeIssue(issue: Issue, lan: Lan): string {
  const field = issue.path.length ? issue.path.join('.') : lan === 'cn' ? '请求' : 'request'
  const zh = lan === 'cn'
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return zh ? `缺少字段 ${field}` : `Field ${field} is required`
      return zh ? `字段 ${field} 类型错误，应为 ${issue.expected}` : `Field ${field} must be a ${issue.expected}`
    case 'too_small':
      if (issue.origin === 'string')
        return zh ? `字段 ${field} 至少需要 ${issue.minimum} 个字符` : `Field ${field} must be at least ${issue.minimum} characters`
      if (issue.origin === 'array')
        return zh ? `字段 ${field} 至少需要 ${issue.minimum} 项` : `Field ${field} must have at least ${issue.minimum} items`
      return zh ? `字段 ${field} 不能小于 ${issue.minimum}` : `Field ${field} must be at least ${issue.minimum}`
    case 'too_big':
      if (issue.origin === 'string')
        return zh ? `字段 ${field} 不能超过 ${issue.maximum} 个字符` : `Field ${field} must be at most ${issue.maximum} characters`
      if (issue.origin === 'array')
        return zh ? `字段 ${field} 最多 ${issue.maximum} 项` : `Field ${field} must have at most ${issue.maximum} items`
      return zh ? `字段 ${field} 不能大于 ${issue.maximum}` : `Field ${field} must be at most ${issue.maximum}`
    case 'invalid_format':
      if (issue.format === 'regex' && 'pattern' in issue && String(issue.pattern).includes('\\u0000')) return controlText(field, lan)
      return zh ? `字段 ${field} 格式不正确` : `Field ${field} has an invalid format`
    case 'invalid_value':
      return zh
        ? `字段 ${field} 的取值无效，可选值：${issue.values.join('、')}`
        : `Field ${field} must be one of: ${issue.values.join(', ')}`
    case 'not_multiple_of':
      return zh ? `字段 ${field} 必须是 ${issue.divisor} 的倍数` : `Field ${field} must be a multiple of ${issue.divisor}`
    case 'custom': {
      // A rule of the contract that carries its own text in both languages (e.g. recordSave's).
      const text = issue.params as { en?: unknown; cn?: unknown } | undefined
      if (typeof text?.en === 'string' && typeof text.cn === 'string')
        return zh ? `字段 ${field}：${text.cn}` : `Field ${field}: ${text.en}`
      return zh ? `字段 ${field} 无效` : `Field ${field} is invalid`
    }
    default:
      return zh ? `字段 ${field} 无效` : `Field ${field} is invalid`
  }
}

/** A field with a control character (NUL and the like), in the request's language. */
export function controlText(field: string, lan: Lan): string {
  return lan === 'cn' ? `字段 ${field} 不能包含控制字符` : `Field ${field} must not contain control characters`
}

export const apiText = {
  success: { en: 'success', cn: '成功' },
  notFound: { en: 'Unknown API endpoint', cn: '接口不存在' },
  unauthorized: { en: 'Login expired, please log in again', cn: '登录已过期，请重新登录' },
  forbiddenBrand: { en: 'This action needs a brand supplier account', cn: '此操作需要品牌供应商账号' },
  forbiddenBuyer: { en: 'This action needs a buyer account', cn: '此操作需要采购商账号' },
  forbiddenAnalyst: { en: 'Only staff analysts may see this report', cn: '仅限平台分析人员查看此报告' },
  badJson: { en: 'The request body is not valid JSON', cn: '请求体不是有效的 JSON' },
  badForm: { en: 'The request body is not valid form data', cn: '请求体不是有效的表单数据' },
  tooLarge: { en: 'The request body is too large', cn: '请求体过大' },
  tooManyWrites: { en: 'Too many requests of this kind, please try again later', cn: '此类操作过于频繁，请稍后再试' },
  crossOrigin: { en: 'This request must come from the site itself', cn: '此请求必须来自本站页面' },
  headNotAllowed: { en: 'HEAD is not supported by the API; use GET', cn: '接口不支持 HEAD 请求，请使用 GET' },
  unsupportedJson: {
    en: 'The request body must be JSON (Content-Type: application/json)',
    cn: '请求体必须为 JSON（Content-Type: application/json）',
  },
  unsupportedMultipart: {
    en: 'The request body must be multipart form data (Content-Type: multipart/form-data)',
    cn: '请求体必须为 multipart 表单数据（Content-Type: multipart/form-data）',
  },
  serverError: { en: 'Service response failed, please retry later', cn: '服务响应失败，请稍后重试' },
  unavailable: { en: 'The service is briefly unavailable, please retry in a few seconds', cn: '服务暂时不可用，请稍后几秒重试' },
} satisfies Record<string, Record<Lan, string>>

/** Messages of the login and account endpoints. */
export const authText = {
  badMobile: { en: 'Field mobile is not a valid phone number', cn: '字段 mobile 不是有效的手机号码' },
  countryNotAllowed: {
    en: 'Field mobile: verification codes cannot be sent to this country or region',
    cn: '字段 mobile：暂不支持向该国家或地区发送验证码',
  },
  smsFailed: {
    en: 'The text message could not be sent; please try again in a moment',
    cn: '短信发送失败，请稍后重试',
  },
  mailFailed: { en: 'The e-mail could not be sent; please try again in a moment', cn: '邮件发送失败，请稍后重试' },
  badPassword: { en: 'E-mail address or password is wrong', cn: '邮箱或密码错误' },
  passwordLocked: {
    en: 'Too many wrong passwords for this address; try again in 15 minutes or set a new password by e-mail code',
    cn: '该邮箱密码错误次数过多，请 15 分钟后再试，或通过邮箱验证码重设密码',
  },
  roleFixed: { en: 'Field role: the account already has another role', cn: '字段 role：该账号已选择其他角色' },
  unknownCountry: (code: string) => ({ en: `Field country_code: unknown country ${code}`, cn: `字段 country_code：国家 ${code} 不存在` }),
  unknownCategory: (id: number) => ({ en: `Field category_id: unknown category ${id}`, cn: `字段 category_id：分类 ${id} 不存在` }),
  wechatOff: { en: 'WeChat login is not configured on this server', cn: '本站未配置微信登录' },
  wechatBadState: {
    en: 'Field state: this WeChat login is unknown or was started in another browser; please scan again',
    cn: '字段 state：微信登录状态无效或来自其他浏览器，请重新扫码',
  },
  wechatExpired: {
    en: 'Field state: this WeChat QR code has expired; please scan a new one',
    cn: '字段 state：微信二维码已过期，请重新扫码',
  },
  wechatReplayed: {
    en: 'Field state: this WeChat login was already used; please scan again',
    cn: '字段 state：该微信登录已使用，请重新扫码',
  },
  wechatNotConfirmed: { en: 'Field state: the WeChat login is not confirmed yet', cn: '字段 state：微信登录尚未确认' },
  wechatWrongType: { en: 'Field state: this WeChat login was started for another kind of login', cn: '字段 state：该微信登录的类型不符' },
  wechatCodeRejected: {
    en: 'Field code: WeChat did not accept the login code; please scan again',
    cn: '字段 code：微信未通过授权码校验，请重新扫码',
  },
  wechatUnreachable: { en: 'WeChat could not be reached; please try again in a moment', cn: '无法连接微信，请稍后重试' },
  wechatBadTicket: {
    en: 'Field ticket: the login link is invalid, expired or already used; please log in again',
    cn: '字段 ticket：登录链接无效、已过期或已使用，请重新登录',
  },
  wechatActivity: (id: number) => ({ en: `Field activity_id: unknown activity ${id}`, cn: `字段 activity_id：活动 ${id} 不存在` }),
  wechatActivityMissing: { en: 'Field activity_id is required for type 2', cn: '类型 2 需要字段 activity_id' },
  wechatActivityMismatch: {
    en: 'Field activity_id does not match the activity this WeChat login was started for',
    cn: '字段 activity_id 与发起微信登录时的活动不一致',
  },
  unknownBrowserToken: {
    en: 'Field browser_token is unknown or expired; please reload the page',
    cn: '字段 browser_token 无效或已过期，请刷新页面',
  },
  mobileTaken: {
    en: 'Field mobile is already linked to another WeChat account',
    cn: '字段 mobile 已绑定其他微信账号',
  },
} satisfies Record<string, Record<Lan, string> | ((...args: never[]) => Record<Lan, string>)>

/**
 * The event day's fields as the people on the floor name them: a refusal reads "Table: this
 * activity has no table 99", never a parameter such as "table_no".
 */
const FIELD_WORDS = {
  act_id: { en: 'Activity', cn: '活动' },
  announcement: { en: 'Announcement', cn: '公告' },
  brand_id: { en: 'Brand', cn: '品牌' },
  buyer_user_id: { en: 'Buyer', cn: '采购商' },
  category_id: { en: 'Category', cn: '品类' },
  company: { en: 'Company', cn: '公司' },
  demand: { en: 'Demand', cn: '需求' },
  meeting_id: { en: 'Meeting', cn: '洽谈' },
  product_ids: { en: 'Products', cn: '产品' },
  record_id: { en: 'Meeting record', cn: '会面记录' },
  slot_id: { en: 'Time slot', cn: '时段' },
  state: { en: 'State', cn: '状态' },
  table_no: { en: 'Table', cn: '桌号' },
} satisfies Record<string, Record<Lan, string>>

/**
 * A refusal about one field, named in words in the request's language: "Table: …" / "桌号：…".
 * `text` says what is wrong, without the field's name.
 */
export function fieldText(field: keyof typeof FIELD_WORDS, text: Record<Lan, string>): Record<Lan, string> {
  const words = FIELD_WORDS[field]
  return { en: `${words.en}: ${text.en}`, cn: `${words.cn}：${text.cn}` }
}
