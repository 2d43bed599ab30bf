/**
 * The accounts configuration, built once from the environment (app.config.ts). Tests replace
 * parts of it with `configureAuth` (e.g. a temporary outbox, a local SMTP server or a local
 * WeChat stand-in); nothing else reads it from anywhere but here.
 */
import { resolve } from 'node:path'
import { serverEnv, type ServerEnv } from '../../../app.config'

export type AuthConfig = {
  outboxDir: string
  sms: { provider: 'outbox' } | { provider: 'http'; url: string; token: string | undefined }
  allowedCountryCodes: ReadonlyArray<string>
  defaultCountryCode: string
  resendSeconds: number
  dailyPerTarget: number
  sendsPerTenMinutes: number
  dailyPerIp: number
  mail: { smtpUrl: string | undefined; from: string }
  wechat: {
    /** The stand-in serves WeChat's endpoints under /wechat-standin of this server. */
    standIn: boolean
    appId: string
    appSecret: string
    /** Explicit bases; with the stand-in and none set, the request's origin + /wechat-standin. */
    apiBase: string | undefined
    openBase: string | undefined
  }
  publicOrigin: string | undefined
  siteName: { en: string; cn: string }
}

export const STANDIN_APP_ID = 'wxstandin0000000'
export const STANDIN_APP_SECRET = 'standin-secret'
export const STANDIN_PATH = '/wechat-standin'

export function authConfigFromEnv(env: ServerEnv): AuthConfig {
  const standInFlag = env.WECHAT_STANDIN
  const standIn =
    standInFlag === 'true' || standInFlag === '1'
      ? true
      : standInFlag === 'false' || standInFlag === '0'
        ? false
        : env.NODE_ENV !== 'production' && !env.WECHAT_APP_ID
  const realWechat = !standIn && env.WECHAT_APP_ID && env.WECHAT_APP_SECRET
  return {
    outboxDir: resolve(env.DATA_DIR, 'outbox'),
    sms:
      env.SMS_PROVIDER === 'http' && env.SMS_HTTP_URL
        ? { provider: 'http', url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN }
        : { provider: 'outbox' },
    allowedCountryCodes: env.SMS_ALLOWED_COUNTRY_CODES,
    defaultCountryCode: env.SMS_DEFAULT_COUNTRY_CODE,
    resendSeconds: env.CODE_RESEND_SECONDS,
    dailyPerTarget: env.CODE_DAILY_PER_TARGET,
    sendsPerTenMinutes: env.CODE_SENDS_PER_10_MIN,
    dailyPerIp: env.CODE_DAILY_PER_IP,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    wechat: {
      standIn,
      appId: realWechat ? env.WECHAT_APP_ID! : standIn ? STANDIN_APP_ID : '',
      appSecret: realWechat ? env.WECHAT_APP_SECRET! : standIn ? STANDIN_APP_SECRET : '',
      apiBase: standIn ? undefined : env.WECHAT_API_BASE,
      openBase: standIn ? undefined : env.WECHAT_OPEN_BASE,
    },
    publicOrigin: env.PUBLIC_ORIGIN,
    siteName: { en: env.SITE_NAME_EN, cn: env.SITE_NAME_ZH },
  }
}

let current: AuthConfig | undefined

export function authConfig(): AuthConfig {
  current ??= authConfigFromEnv(serverEnv())
  return current
}

/** Replaces parts of the configuration (tests). */
export function configureAuth(patch: Partial<AuthConfig>): AuthConfig {
  current = { ...authConfig(), ...patch }
  return current
}
