// Contract entries of login and account endpoints: app-start token flow, SMS-code,
// e-mail + password and WeChat QR login, roles and registration. README "Accounts and login
// (server)" describes the flows.
import * as z from 'zod/mini'
import { countryCode, endpoint, id, requiredText, text } from './define'
import { ROLES } from '../../lib/roles'

/** What a successful login returns; the browser stores it as `userInfo`. */
export const userInfo = z.object({
  user_id: z.number(),
  api_key: z.string(),
  mobile_key: z.string(),
  brand_id: z.nullable(z.number()),
  role: z.nullable(z.enum(ROLES)),
  name: z.nullable(z.string()),
  company: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
})

/** The account without its keys (role and registration answers; merge into the stored userInfo). */
export const accountInfo = z.object({
  user_id: z.number(),
  brand_id: z.nullable(z.number()),
  role: z.nullable(z.enum(ROLES)),
  name: z.nullable(z.string()),
  company: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
})

/**
 * A WeChat login's result: the user, or — when the WeChat account is not linked yet — a request
 * to verify a phone number (login/wechatBindMobile with this state).
 */
export const wechatResult = z.union([userInfo, z.object({ need_mobile: z.literal(true), state: z.string() })])

export const mobile = () => z.string().check(z.regex(/^\+?[0-9][0-9 -]{5,19}$/))
export const email = () => z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email())
export const smsCode = () => z.string().check(z.trim(), z.regex(/^\d{6}$/))
export const password = () => z.string().check(z.minLength(8), z.maxLength(200))
const browserToken = () => requiredText(128)
const oauthCode = () => requiredText(512)
/** A path on this site (not another origin): /, /exhibition?x=1, … */
const sitePath = () => z.string().check(z.maxLength(500), z.regex(/^\/(?![/\\])[^\s]*$/))

export const createTokenOpb = endpoint({
  name: 'createTokenOpb',
  group: 'login',
  method: 'GET',
  path: '/newApi/api_v2/login/createTokenOpb',
  writes: true,
  auth: 'anonymous',
  description: 'Issues a browser token at app start (spec §4 step 1); a still-valid token passed in is kept.',
  input: z.object({ token: z.optional(z.string().check(z.maxLength(128))) }),
  output: z.object({ token: z.string() }),
})

export const userTokenEncryption = endpoint({
  name: 'userTokenEncryption',
  group: 'login',
  method: 'POST',
  path: '/newApi/api_v2/login/userTokenEncryption',
  auth: 'anonymous',
  description: 'Single login: exchanges a browser token for the user bound to it, if any (spec §4 step 2).',
  input: z.object({ browser_token: browserToken() }),
  output: z.nullable(userInfo),
})

export const userTokenIp = endpoint({
  name: 'userTokenIp',
  group: 'login',
  method: 'GET',
  path: '/newApi/api_v2/login/userTokenIp',
  auth: 'anonymous',
  description: "The caller's IP address and, where known, its country (for the phone-number prefix).",
  input: z.object({}),
  output: z.object({ ip: z.string(), country_code: z.nullable(z.string()) }),
})

export const wechatCode = endpoint({
  name: 'wechatCode',
  group: 'login',
  method: 'POST',
  path: '/newApi/api_v2/login/wechatCode',
  auth: 'anonymous',
  description: 'Standard WeChat QR-login return: exchanges code and state; answers a URL whose state resolves the user.',
  input: z.object({ code: oauthCode(), state: oauthCode(), browser_token: browserToken() }),
  output: z.object({ url: z.string() }),
})

export const loginOut = endpoint({
  name: 'loginOut',
  group: 'login',
  method: 'POST',
  path: '/newApi/api_v2/login/LoginOut',
  auth: 'user',
  description: 'Logs out: revokes the current api_key and mobile_key.',
  input: z.object({}),
  output: z.object({ ok: z.boolean() }),
})

export const wechatCodeUser = endpoint({
  name: 'wechatCodeUser',
  group: 'login',
  method: 'GET',
  path: '/newApi/api_v2/login/wechatCodeUser',
  writes: true,
  auth: 'anonymous',
  description: 'WeChat QR-login return with type=1: answers the URL to redirect the whole page to.',
  input: z.object({ code: oauthCode(), state: oauthCode() }),
  output: z.object({ url: z.string() }),
})

export const wechatCodeUserActivity = endpoint({
  name: 'wechatCodeUserActivity',
  group: 'login',
  method: 'GET',
  path: '/newApi/api_v2/login/wechatCodeUserActivity',
  writes: true,
  auth: 'anonymous',
  description: "WeChat QR-login return with type=2: ties the buyer to the activity; answers the activity page's URL.",
  input: z.object({
    code: oauthCode(),
    state: oauthCode(),
    activity_id: z.coerce.number().check(z.int(), z.positive()),
  }),
  output: z.object({ url: z.string() }),
})

export const login = endpoint({
  name: 'login',
  group: 'login',
  method: 'POST',
  path: '/newApi/api_v2/login/login',
  auth: 'anonymous',
  description: 'Logs in with mobile + SMS code, or e-mail + password; binds the browser token (single login).',
  input: z.union([
    z.object({ mobile: mobile(), code: smsCode(), browser_token: z.optional(browserToken()) }),
    z.object({ email: email(), password: password(), browser_token: z.optional(browserToken()) }),
  ]),
  output: userInfo,
})

export const getMobileVerifyCode = endpoint({
  name: 'getMobileVerifyCode',
  group: 'login',
  method: 'GET',
  path: '/newApi/api_v2/Login/getMobileVerifyCode',
  writes: true,
  auth: 'anonymous',
  description: 'Sends a 6-digit login code by SMS (rate-limited per phone and IP; configured countries only).',
  input: z.object({ mobile: mobile() }),
  output: z.object({ sent: z.boolean(), resend_after_seconds: z.number() }),
})

export const checkWechatState = endpoint({
  name: 'checkWechatState',
  group: 'login',
  method: 'POST',
  path: '/newApi/Home/checkWechatState',
  auth: 'anonymous',
  description: 'Resolves the user of a WeChat login state bound to this browser token (standard return); once.',
  input: z.object({ state: oauthCode(), browser_token: browserToken() }),
  output: wechatResult,
})

export const postEmailCode = endpoint({
  name: 'postEmailCode',
  group: 'account',
  method: 'POST',
  path: '/api/postEmailCode',
  auth: 'anonymous',
  description: 'E-mails a 6-digit code for setting a new password.',
  input: z.object({ email: email() }),
  output: z.object({ sent: z.boolean(), resend_after_seconds: z.number() }),
})

export const postEditPassWordForEmail = endpoint({
  name: 'postEditPassWordForEmail',
  group: 'account',
  method: 'POST',
  path: '/api/postEditPassWordForEmail',
  auth: 'anonymous',
  description: 'Sets a new password with the code sent by e-mail (at least 8 characters).',
  input: z.object({ email: email(), code: smsCode(), password: password() }),
  output: z.object({ ok: z.boolean() }),
})

// ─── accounts ───────────────────────────────────────────────────────────────────
export const wechatQr = endpoint({
  name: 'wechatQr',
  group: 'login',
  method: 'POST',
  path: '/newApi/api_v2/login/wechatQr',
  auth: 'anonymous',
  description:
    'Starts a WeChat QR login: a fresh state bound to the browser token and the qrconnect URL to show (type 1 / 2 put type and activity_id into redirect_uri).',
  input: z.object({
    browser_token: browserToken(),
    type: z.optional(z.union([z.literal(0), z.literal(1), z.literal(2)])),
    activity_id: z.optional(id()),
    /** Where a type 1 login lands afterwards (a path on this site; default /). */
    next: z.optional(sitePath()),
    /** The page WeChat returns to (a path on this site; default /login). */
    return_path: z.optional(sitePath()),
  }),
  output: z.object({
    state: z.string(),
    qrconnect_url: z.string(),
    expires_at: z.string(),
    /** True when the built-in stand-in plays WeChat (development, tests). */
    stand_in: z.boolean(),
  }),
})

export const wechatQrStatus = endpoint({
  name: 'wechatQrStatus',
  group: 'login',
  method: 'GET',
  path: '/newApi/api_v2/login/wechatQrStatus',
  auth: 'anonymous',
  description:
    "A WeChat QR login's progress: waiting, scanned (not confirmed yet; reported by the stand-in), confirmed, cancelled, used or expired.",
  input: z.object({ state: oauthCode(), browser_token: browserToken() }),
  output: z.object({
    status: z.enum(['waiting', 'scanned', 'confirmed', 'cancelled', 'used', 'expired']),
    /**
     * Stand-in only, once approved: the redirect_uri with code and state, where WeChat's own page
     * would send the top window (for a page that shows the QR itself instead of the iframe).
     */
    redirect_url: z.nullable(z.string()),
  }),
})

export const wechatTicket = endpoint({
  name: 'wechatTicket',
  group: 'login',
  method: 'POST',
  path: '/newApi/api_v2/login/wechatTicket',
  auth: 'anonymous',
  description:
    'Exchanges the single-use login ticket of a type 1 / type 2 redirect URL (60 s) for the user, from the browser that started the login.',
  input: z.object({ ticket: requiredText(128), browser_token: browserToken() }),
  output: wechatResult,
})

export const wechatBindMobile = endpoint({
  name: 'wechatBindMobile',
  group: 'login',
  method: 'POST',
  path: '/newApi/api_v2/login/wechatBindMobile',
  auth: 'anonymous',
  description: 'First WeChat login: links the WeChat account to a phone verified by SMS code (Login/getMobileVerifyCode) and logs in.',
  input: z.object({ state: oauthCode(), browser_token: browserToken(), mobile: mobile(), code: smsCode() }),
  output: userInfo,
})

export const setRole = endpoint({
  name: 'setRole',
  group: 'login',
  method: 'POST',
  path: '/newApi/api_v2/login/setRole',
  auth: 'user',
  description: 'Chooses the account role (/loginRole): buyer or brand supplier. Only while the account has none (or the same).',
  input: z.object({ role: z.enum(['buyer', 'brand']) }),
  output: accountInfo,
})

export const register = endpoint({
  name: 'register',
  group: 'login',
  method: 'POST',
  path: '/newApi/api_v2/login/register',
  auth: 'user',
  description: 'Registers the account as buyer or brand supplier with company details (/login/registerHome); a brand account gets a brand.',
  input: z.object({
    role: z.enum(['buyer', 'brand']),
    name: requiredText(60),
    company: requiredText(120),
    country_code: countryCode(),
    email: z.optional(z.union([z.literal(''), email()])),
    /** Brand only: the brand's name in Chinese (default: company) and a short introduction. */
    brand_name_zh: z.optional(text(120)),
    intro: z.optional(text(1000)),
    category_id: z.optional(id()),
  }),
  output: accountInfo,
  // A brand account creates or renames its brand: brand lists and the search index follow.
  invalidates: ['brands'],
})

export const me = endpoint({
  name: 'me',
  group: 'login',
  method: 'GET',
  path: '/newApi/api_v2/login/me',
  auth: 'user',
  description: 'The logged-in account (without keys).',
  input: z.object({}),
  output: accountInfo,
})
