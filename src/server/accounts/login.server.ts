/**
 * Login and account endpoints: app-start browser token and single login, SMS-code and
 * e-mail + password login, e-mail password setting, WeChat QR login, logout, role and
 * registration. README "Accounts and login (server)" documents the flows for the UI.
 */
import { and, eq, ne } from 'drizzle-orm'
import * as contract from '../../api/contract/login'
import { accountInfo, logIn, userForMobile } from '../auth/accounts.server'
import { ensureBrowserToken, keysForBrowserToken, unbindSession } from '../auth/browser-token.server'
import { consumeCode, issueCode } from '../auth/codes.server'
import { authConfig } from '../auth/config.server'
import { revokeSession, revokeUserSessions } from '../auth/session.server'
import { buyerProfiles, categories, countries, users } from '../db/schema'
import { fileBrandApplication } from '../brands/brand-applications.server'
import { resetQuota, takeQuota } from '../db/rate-counters.server'
import { ApiError, handle, type BoundHandler } from '../http/handler'
import { authText } from '../http/messages'
import { checkedMobile, codeError, codeLimits, sendSmsCode, verifySmsCode } from './login-codes.server'

async function hashPassword(password: string): Promise<string> {
  const { hash } = await import('@node-rs/argon2')
  // argon2id (the package's default algorithm), OWASP parameters: 19 MiB, 2 passes.
  return hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 })
}

/** A valid hash to verify against when the address is unknown, so timing does not tell. */
let decoyHash: Promise<string> | undefined

async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const { verify } = await import('@node-rs/argon2')
  if (!stored) {
    decoyHash ??= hashPassword('decoy-password-never-matches')
    await verify(await decoyHash, password).catch(() => false)
    return false
  }
  return verify(stored, password).catch(() => false)
}

/**
 * Password tries per address: at most 10 in 15 minutes, counted in the database so that every
 * instance shares them (ADR 021). A try is taken before the password is checked, atomically,
 * so racing instances cannot exceed it; a right password clears the count.
 */
export const PASSWORD_TRIES = 10
const PASSWORD_WINDOW_MS = 15 * 60 * 1000
const passwordKey = (email: string) => `password:${email.toLowerCase()}`

export const handlers: Array<BoundHandler> = [
  handle(contract.createTokenOpb, async (input, { db, ip, now }) => ({ token: await ensureBrowserToken(db, input.token, ip, now) })),

  handle(contract.userTokenEncryption, async (input, { db, now }) => {
    const bound = await keysForBrowserToken(db, input.browser_token, now)
    if (!bound) return null
    return { ...(await accountInfo(db, bound.userId)), ...bound.keys }
  }),

  handle(contract.userTokenIp, async (_input, { ip }) => ({ ip, country_code: null })),

  handle(contract.getMobileVerifyCode, async (input, ctx) => {
    const mobile = checkedMobile(input.mobile)
    const sent = await sendSmsCode(mobile, ctx)
    return { sent: true, resend_after_seconds: sent.resendAfterSeconds }
  }),

  handle(contract.login, async (input, ctx) => {
    const { db, now } = ctx
    if ('mobile' in input) {
      const mobile = checkedMobile(input.mobile)
      await verifySmsCode(mobile, input.code, ctx)
      const userId = await userForMobile(db, mobile, null)
      return logIn(db, userId, input.browser_token, now)
    }
    if (!(await takeQuota(db, passwordKey(input.email), 1, PASSWORD_TRIES, PASSWORD_WINDOW_MS, now)))
      throw new ApiError(authText.passwordLocked)
    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, input.email))
      .limit(1)
    if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) {
      throw new ApiError(authText.badPassword)
    }
    await resetQuota(db, passwordKey(input.email))
    return logIn(db, user.id, input.browser_token, now)
  }),

  handle(contract.loginOut, async (_input, { db, session, now }) => {
    await revokeSession(db, session.sessionId, now)
    await unbindSession(db, session.sessionId)
    return { ok: true }
  }),

  handle(contract.postEmailCode, async (input, ctx) => {
    const { sendMail } = await import('../mail/mail.server')
    const site = authConfig().siteName
    try {
      const sent = await issueCode(ctx.db, {
        channel: 'email',
        target: input.email,
        purpose: 'password',
        ip: ctx.ip,
        now: ctx.now,
        limits: codeLimits(),
        deliver: async (code) => {
          const cn = ctx.lan === 'cn'
          const subject = cn ? `【${site.cn}】设置密码验证码 ${code}` : `${site.en}: your code to set a password is ${code}`
          const text = cn
            ? `您好，\n\n您设置${site.cn}登录密码的验证码是：${code}\n\n验证码 10 分钟内有效，只能使用一次。如非本人操作，请忽略本邮件。\n`
            : `Hello,\n\nYour code to set your ${site.en} password is: ${code}\n\nIt expires in 10 minutes and works once. If you did not ask for it, ignore this e-mail.\n`
          try {
            await sendMail({ to: input.email, subject, text, code })
          } catch (error) {
            console.error(`Mail to ${input.email} failed: ${error instanceof Error ? error.message : String(error)}`)
            throw new ApiError(authText.mailFailed)
          }
        },
      })
      return { sent: true, resend_after_seconds: sent.resendAfterSeconds }
    } catch (error) {
      return codeError(error)
    }
  }),

  handle(contract.postEditPassWordForEmail, async (input, { db, now }) => {
    await consumeCode(db, { channel: 'email', target: input.email, purpose: 'password', code: input.code, now }).catch(codeError)
    const passwordHash = await hashPassword(input.password)
    await resetQuota(db, passwordKey(input.email))
    const [updated] = await db.update(users).set({ passwordHash }).where(eq(users.email, input.email)).returning({ id: users.id })
    // A reset or change logs the account out everywhere: whoever knew the old password is out.
    if (updated) await revokeUserSessions(db, updated.id, now)
    // A verified address without an account becomes one (e-mail sign-up).
    else
      await db.insert(users).values({ email: input.email, passwordHash }).onConflictDoUpdate({ target: users.email, set: { passwordHash } })
    return { ok: true }
  }),

  handle(contract.me, async (_input, { db, session }) => accountInfo(db, session.userId)),

  handle(contract.setRole, async (input, { db, session }) => {
    if (session.role && session.role !== input.role) throw new ApiError(authText.roleFixed)
    await db.update(users).set({ role: input.role }).where(eq(users.id, session.userId))
    return accountInfo(db, session.userId)
  }),

  handle(contract.register, async (input, { db, session, now }) => {
    if (session.role && session.role !== input.role) throw new ApiError(authText.roleFixed)
    // A brand belongs to one of the site's countries (pavilions); a buyer may come from anywhere.
    if (input.role === 'brand') {
      const [country] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, input.country_code)).limit(1)
      if (!country) throw new ApiError(authText.unknownCountry(input.country_code))
    }
    if (input.category_id !== undefined) {
      const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id)).limit(1)
      if (!category) throw new ApiError(authText.unknownCategory(input.category_id))
    }
    // A brand waits for an organiser: registering files the brand for verification;
    // the account gets its brand (and brand rights) only when an organiser verifies it.
    if (input.role === 'brand') {
      await fileBrandApplication(
        db,
        session.userId,
        session.brandId,
        {
          nameEn: input.company,
          nameZh: input.brand_name_zh || input.company,
          countryCode: input.country_code,
          categoryId: input.category_id ?? null,
          intro: input.intro ?? '',
        },
        now,
      )
    }
    await db
      .update(users)
      // The typed address is a contact address until proven (ADR 006): it never becomes a login.
      .set({
        role: input.role,
        name: input.name,
        company: input.company,
        countryCode: input.country_code,
        contactEmail: input.email || null,
      })
      .where(eq(users.id, session.userId))
    // A buyer who renames the company goes back to the organiser's queue under the new name: the
    // organiser verified a company, not an account. Same name: nothing changes.
    if (input.role === 'buyer') {
      await db
        .update(buyerProfiles)
        .set({ company: input.company, status: 'submitted', reason: '', decidedBy: null, decidedAt: null, submittedAt: now })
        .where(and(eq(buyerProfiles.userId, session.userId), ne(buyerProfiles.company, input.company)))
    }
    return accountInfo(db, session.userId)
  }),
]
