/** SMS-code helpers shared by the login and WeChat handlers: phone checks, sending, verifying. */
import { CodeError, consumeCode, issueCode } from '../auth/codes.server'
import { authConfig } from '../auth/config.server'
import { allowedCallingCode, normalizeMobile } from '../sms/phone'
import { smsProvider } from '../sms/sms.server'
import { ApiError, type HandlerContext } from '../http/handler'
import { authText } from '../http/messages'

export function codeError(error: unknown): never {
  if (error instanceof CodeError) throw new ApiError(error.text)
  throw error
}

/** The E.164 form of a typed number, refused when malformed or from a country not configured. */
export function checkedMobile(raw: string): string {
  const config = authConfig()
  const e164 = normalizeMobile(raw, config.defaultCountryCode)
  if (!e164) throw new ApiError(authText.badMobile)
  if (!allowedCallingCode(e164, config.allowedCountryCodes)) throw new ApiError(authText.countryNotAllowed)
  return e164
}

export function codeLimits() {
  const config = authConfig()
  return {
    resendSeconds: config.resendSeconds,
    sendsPerTenMinutes: config.sendsPerTenMinutes,
    dailyPerTarget: config.dailyPerTarget,
    dailyPerIp: config.dailyPerIp,
  }
}

/** Sends an SMS login code (also used to verify the phone of a first WeChat login). */
export async function sendSmsCode(mobile: string, ctx: HandlerContext) {
  const provider = smsProvider()
  const site = authConfig().siteName
  try {
    return await issueCode(ctx.db, {
      channel: 'sms',
      target: mobile,
      purpose: 'login',
      ip: ctx.ip,
      now: ctx.now,
      limits: codeLimits(),
      deliver: async (code) => {
        const text =
          ctx.lan === 'cn'
            ? `【${site.cn}】您的验证码是 ${code}，10 分钟内有效，请勿告诉他人。`
            : `[${site.en}] Your verification code is ${code}. It expires in 10 minutes. Do not share it.`
        try {
          await provider.send({ to: mobile, text, code })
        } catch (error) {
          console.error(`SMS via ${provider.name} to ${mobile} failed: ${error instanceof Error ? error.message : String(error)}`)
          throw new ApiError(authText.smsFailed)
        }
      },
    })
  } catch (error) {
    return codeError(error)
  }
}

export async function verifySmsCode(mobile: string, code: string, ctx: HandlerContext): Promise<void> {
  await consumeCode(ctx.db, { channel: 'sms', target: mobile, purpose: 'login', code, now: ctx.now }).catch(codeError)
}
