/**
 * One-time codes (SMS login, e-mail password): 6 digits from a CSPRNG, valid 10 minutes, usable
 * once, at most 5 wrong tries; a newer code replaces older ones. Sends are limited per target
 * (phone or address): one per `resendSeconds`, `sendsPerTenMinutes` per 10 minutes and `dailyPerTarget` a day; and
 * per client IP: `dailyPerIp` a day. A send whose provider fails is forgotten (the earlier code
 * stays valid and the failed send does not count).
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { verificationCodes } from '../db/schema'
import { withKeyLocks } from '../db/rate-counters.server'

export const CODE_TTL_MS = 10 * 60 * 1000
export const MAX_WRONG_TRIES = 5
export const WINDOW_MS = 10 * 60 * 1000
const DAY_MS = 24 * 3600 * 1000

export type Channel = 'sms' | 'email'
export type Purpose = 'login' | 'password'
type Text = { en: string; cn: string }

export type CodeLimits = { resendSeconds: number; sendsPerTenMinutes: number; dailyPerTarget: number; dailyPerIp: number }

/** A refusal the caller shows to the user. */
export class CodeError extends Error {
  constructor(
    readonly reason: 'wait' | 'window' | 'daily' | 'ip' | 'none' | 'expired' | 'locked' | 'wrong' | 'send',
    readonly text: Text,
    readonly retryAfterSeconds = 0,
  ) {
    super(text.en)
  }
}

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

function hashCode(channel: Channel, target: string, code: string): string {
  return createHash('sha256').update(`${channel}:${target}:${code}`).digest('hex')
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}

const waitText = (seconds: number): Text => ({
  en: `Please wait ${seconds} s before requesting another code`,
  cn: `请 ${seconds} 秒后再获取验证码`,
})

/**
 * Checks the limits, creates a code, hands it to `deliver`, and only then replaces the earlier
 * codes. Throws CodeError when a limit is reached or delivery fails.
 */
export async function issueCode(
  db: Db,
  options: {
    channel: Channel
    target: string
    purpose: Purpose
    ip: string
    now: Date
    limits: CodeLimits
    deliver: (code: string) => Promise<void>
  },
): Promise<{ resendAfterSeconds: number }> {
  const { channel, target, purpose, ip, now, limits } = options
  const t = now.getTime()
  const code = generateCode()
  // Check and insert under advisory locks on the target and the IP: two instances racing for
  // one phone cannot both pass the limit (ADR 021).
  const row = await withKeyLocks(db, [`code:${channel}:${target}`, `code-ip:${ip}`], async (tx) => {
    const recent = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.channel, channel),
          eq(verificationCodes.target, target),
          gt(verificationCodes.createdAt, new Date(t - DAY_MS)),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
    const last = recent[0]
    if (last && limits.resendSeconds > 0) {
      const wait = Math.ceil((last.createdAt.getTime() + limits.resendSeconds * 1000 - t) / 1000)
      if (wait > 0) throw new CodeError('wait', waitText(wait), wait)
    }
    const inWindow = recent.filter((sent) => sent.createdAt.getTime() > t - WINDOW_MS)
    if (inWindow.length >= limits.sendsPerTenMinutes) {
      const wait = Math.max(1, Math.ceil((inWindow[inWindow.length - 1]!.createdAt.getTime() + WINDOW_MS - t) / 1000))
      throw new CodeError(
        'window',
        {
          en: `At most ${limits.sendsPerTenMinutes} codes per 10 minutes; try again in ${Math.ceil(wait / 60)} min`,
          cn: `10 分钟内最多获取 ${limits.sendsPerTenMinutes} 次验证码，请 ${Math.ceil(wait / 60)} 分钟后再试`,
        },
        wait,
      )
    }
    if (recent.length >= limits.dailyPerTarget) {
      throw new CodeError('daily', {
        en: `The daily limit of ${limits.dailyPerTarget} codes for this ${channel === 'sms' ? 'phone number' : 'address'} is reached; try again tomorrow`,
        cn: `该${channel === 'sms' ? '手机号' : '邮箱'}今日获取验证码已达 ${limits.dailyPerTarget} 次上限，请明天再试`,
      })
    }
    const [fromIp] = await tx
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, new Date(t - DAY_MS))))
    if ((fromIp?.n ?? 0) >= limits.dailyPerIp) {
      throw new CodeError('ip', {
        en: 'Too many codes were requested from your network today; try again tomorrow',
        cn: '您所在网络今日获取验证码次数过多，请明天再试',
      })
    }

    const [inserted] = await tx
      .insert(verificationCodes)
      .values({
        channel,
        target,
        purpose,
        codeHash: hashCode(channel, target, code),
        ip,
        createdAt: now,
        expiresAt: new Date(t + CODE_TTL_MS),
      })
      .returning({ id: verificationCodes.id })
    return inserted!
  })
  try {
    await options.deliver(code)
  } catch (error) {
    await db.delete(verificationCodes).where(eq(verificationCodes.id, row.id))
    throw error
  }
  // The new code replaces the earlier unused ones.
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.target, target),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.id, row.id),
      ),
    )
  return { resendAfterSeconds: limits.resendSeconds }
}

/** Consumes the code if it is right; otherwise counts a wrong try and throws CodeError. */
export async function consumeCode(
  db: Db,
  options: { channel: Channel; target: string; purpose: Purpose; code: string; now: Date },
): Promise<void> {
  const { channel, target, purpose, code, now } = options
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.target, target),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1)
  if (!row) {
    throw new CodeError('none', { en: 'Field code: no valid code, please request a new one', cn: '字段 code：验证码无效，请重新获取' })
  }
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw new CodeError('expired', {
      en: 'Field code: the code has expired, please request a new one',
      cn: '字段 code：验证码已过期，请重新获取',
    })
  }
  // Every try takes one of the MAX_WRONG_TRIES in one statement before the code is compared:
  // guesses racing on one or several instances cannot get more tries than that between them.
  const [taken] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, row.id), lt(verificationCodes.attempts, MAX_WRONG_TRIES)))
    .returning({ attempts: verificationCodes.attempts })
  if (!taken) {
    throw new CodeError('locked', {
      en: 'Field code: too many wrong tries, please request a new code',
      cn: '字段 code：错误次数过多，请重新获取验证码',
    })
  }
  if (!sameHash(row.codeHash, hashCode(channel, target, code))) {
    const left = Math.max(0, MAX_WRONG_TRIES - taken.attempts)
    throw new CodeError(
      'wrong',
      left > 0
        ? { en: `Field code: wrong code, ${left} ${left === 1 ? 'try' : 'tries'} left`, cn: `字段 code：验证码错误，还可尝试 ${left} 次` }
        : {
            en: 'Field code: wrong code; too many wrong tries, please request a new code',
            cn: '字段 code：验证码错误，错误次数过多，请重新获取',
          },
    )
  }
  // Single use, also under concurrency: only one caller flips consumed_at.
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id })
  if (!used.length)
    throw new CodeError('none', { en: 'Field code: no valid code, please request a new one', cn: '字段 code：验证码无效，请重新获取' })
}
