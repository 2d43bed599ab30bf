// Contract entries of login and account endpoints. Their handlers arrive with the accounts
// issue (SMS, e-mail and WeChat login); the contract, client and OpenAPI document list them now.
import * as z from 'zod/mini'
import { endpoint, requiredText } from './define'

/** What a successful login returns; the browser stores it as `userInfo`. */
export const userInfo = z.object({
  user_id: z.number(),
  api_key: z.string(),
  mobile_key: z.string(),
  brand_id: z.nullable(z.number()),
  role: z.nullable(z.enum(['buyer', 'brand'])),
  name: z.nullable(z.string()),
  company: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
})

const mobile = () => z.string().check(z.regex(/^\+?[0-9][0-9 -]{5,19}$/))
const email = () => z.string().check(z.trim(), z.maxLength(254), z.email())
const smsCode = () => z.string().check(z.regex(/^\d{6}$/))
const browserToken = () => requiredText(128)
const oauthCode = () => requiredText(512)

export const createTokenOpb = endpoint({
  name: 'createTokenOpb',
  group: 'login',
  method: 'GET',
  path: '/newApi/api_v2/login/createTokenOpb',
  auth: 'anonymous',
  description: 'Issues a browser token at app start (spec §4 step 1).',
  input: z.object({}),
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
  description: 'Logs in with mobile + SMS code, or e-mail + password.',
  input: z.union([
    z.object({ mobile: mobile(), code: smsCode(), browser_token: z.optional(browserToken()) }),
    z.object({ email: email(), password: z.string().check(z.minLength(8), z.maxLength(200)), browser_token: z.optional(browserToken()) }),
  ]),
  output: userInfo,
})

export const getMobileVerifyCode = endpoint({
  name: 'getMobileVerifyCode',
  group: 'login',
  method: 'GET',
  path: '/newApi/api_v2/Login/getMobileVerifyCode',
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
  description: 'Resolves the user of a WeChat login state bound to this browser token.',
  input: z.object({ state: oauthCode(), browser_token: browserToken() }),
  output: userInfo,
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
  input: z.object({ email: email(), code: smsCode(), password: z.string().check(z.minLength(8), z.maxLength(200)) }),
  output: z.object({ ok: z.boolean() }),
})
