import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../db/client.server'
import { CODE_TTL_MS, CodeError, consumeCode, generateCode, issueCode, MAX_WRONG_TRIES } from './codes.server'

let database: Database
beforeAll(async () => {
  database = await openDatabase({ inMemory: true })
}, 60_000)
afterAll(async () => {
  await database.close()
})

const T0 = new Date('2026-06-15T08:00:00Z')
const at = (ms: number) => new Date(T0.getTime() + ms)
const MIN = 60_000
const limits = { resendSeconds: 60, sendsPerTenMinutes: 3, dailyPerTarget: 10, dailyPerIp: 50 }
let seq = 0
const target = () => `+861380000${String(++seq).padStart(4, '0')}`

async function send(to: string, now: Date, options: { ip?: string; fail?: boolean; limits?: typeof limits } = {}): Promise<string> {
  let sent = ''
  await issueCode(database.db, {
    channel: 'sms',
    target: to,
    purpose: 'login',
    ip: options.ip ?? `10.0.0.${seq}`,
    now,
    limits: options.limits ?? limits,
    deliver: async (code) => {
      if (options.fail) throw new Error('provider down')
      sent = code
    },
  })
  return sent
}

const use = (to: string, code: string, now: Date) => consumeCode(database.db, { channel: 'sms', target: to, purpose: 'login', code, now })

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    if (error instanceof CodeError) return error.reason
    throw error
  }
  return 'ok'
}

describe('one-time codes', () => {
  it('are 6 digits from the CSPRNG, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateCode)
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    expect(new Set(codes).size).toBeGreaterThan(1980)
    expect(codes.some((c) => c.startsWith('0'))).toBe(true)
  })

  it('work once', async () => {
    const to = target()
    const code = await send(to, T0)
    await use(to, code, at(MIN))
    expect(await reason(use(to, code, at(MIN)))).toBe('none')
  })

  it('expire after 10 minutes', async () => {
    const to = target()
    const code = await send(to, T0)
    expect(await reason(use(to, code, at(CODE_TTL_MS)))).toBe('expired')
    const fresh = await send(to, at(CODE_TTL_MS + MIN))
    expect(await reason(use(to, fresh, at(CODE_TTL_MS + MIN + CODE_TTL_MS - 1000)))).toBe('ok')
  })

  it('allow 5 wrong tries, then not even the right code', async () => {
    const to = target()
    const code = await send(to, T0)
    const wrong = code === '000000' ? '000001' : '000000'
    for (let i = 0; i < MAX_WRONG_TRIES; i++) expect(await reason(use(to, wrong, T0))).toBe('wrong')
    expect(await reason(use(to, code, T0))).toBe('locked')
  })

  it('racing guesses get no more than 5 tries between them', async () => {
    const to = target()
    const code = await send(to, T0)
    const guesses = Array.from({ length: 40 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))
    const reasons = await Promise.all(guesses.map((guess) => reason(use(to, guess, T0))))
    expect(reasons.filter((r) => r === 'wrong')).toHaveLength(MAX_WRONG_TRIES)
    expect(reasons.filter((r) => r === 'locked')).toHaveLength(guesses.length - MAX_WRONG_TRIES)
    expect(await reason(use(to, code, T0))).toBe('locked')
  })

  it('a newer code replaces the older one', async () => {
    const to = target()
    let first = await send(to, T0)
    let second = await send(to, at(2 * MIN))
    // A 1-in-a-million repeat would make the old code the new one: draw again.
    for (let t = 4; first === second; t += 2) [first, second] = [second, await send(to, at(t * MIN))]
    expect(await reason(use(to, first, at(3 * MIN)))).toBe('wrong')
    expect(await reason(use(to, second, at(3 * MIN)))).toBe('ok')
  })

  it('one send per resend interval, 3 per 10 minutes, and a daily cap per phone', async () => {
    const to = target()
    await send(to, T0)
    expect(await reason(send(to, at(30_000)))).toBe('wait')
    await send(to, at(MIN))
    await send(to, at(2 * MIN))
    expect(await reason(send(to, at(3 * MIN)))).toBe('window')
    // The window slides: 10 minutes after the first send there is room again.
    await send(to, at(10 * MIN + 1000))
    let t = 10 * MIN
    for (let i = 4; i < limits.dailyPerTarget; i++) {
      t += 4 * MIN
      await send(to, at(t))
    }
    expect(await reason(send(to, at(t + 4 * MIN)))).toBe('daily')
    expect(await reason(send(to, at(24 * 60 * MIN + 5 * MIN)))).toBe('ok')
  })

  it('a daily cap per IP across phones', async () => {
    const ip = '192.0.2.77'
    const small = { ...limits, dailyPerIp: 3 }
    for (let i = 0; i < 3; i++) await send(target(), T0, { ip, limits: small })
    expect(await reason(send(target(), T0, { ip, limits: small }))).toBe('ip')
    expect(await reason(send(target(), T0, { ip: '192.0.2.78', limits: small }))).toBe('ok')
  })

  it('a failed delivery is not counted and keeps the earlier code valid', async () => {
    const to = target()
    await send(to, T0)
    await expect(send(to, at(MIN), { fail: true })).rejects.toThrow('provider down')
    await expect(send(to, at(MIN + 1000), { fail: true })).rejects.toThrow('provider down')
    // Neither failure counts towards the resend interval or the window.
    expect(await reason(send(to, at(2 * MIN)).then(() => undefined))).toBe('ok')
    const to2 = target()
    const kept = await send(to2, T0)
    await expect(send(to2, at(MIN), { fail: true })).rejects.toThrow('provider down')
    expect(await reason(use(to2, kept, at(2 * MIN)))).toBe('ok')
  })
})

describe('code sends racing on two connections (two instances)', () => {
  it('a phone gets at most 3 codes per 10 minutes in total', { timeout: 120_000 }, async () => {
    const { serverEnv } = await import('../../../app.config')
    const url = serverEnv().DATABASE_URL
    // On PostgreSQL: two pools, as two server instances have; on PGlite: the one database.
    const second = url ? await openDatabase({ databaseUrl: url }) : database
    const first = url ? await openDatabase({ databaseUrl: url }) : database
    try {
      const phone = `+8613999${String(process.pid % 100000).padStart(5, '0')}${Date.now() % 10}`
      const now = new Date()
      const attempt = (db: Database['db'], i: number) =>
        issueCode(db, {
          channel: 'sms',
          target: phone,
          purpose: 'login',
          ip: `10.9.0.${i}`,
          now,
          limits: { resendSeconds: 0, sendsPerTenMinutes: 3, dailyPerTarget: 10, dailyPerIp: 50 },
          deliver: async () => undefined,
        }).then(
          () => 'sent',
          (error: unknown) => (error instanceof CodeError ? error.reason : String(error)),
        )
      const results = await Promise.all(Array.from({ length: 16 }, (_, i) => attempt((i % 2 ? first : second).db, i)))
      expect(results.filter((r) => r === 'sent')).toHaveLength(3)
      expect(results.filter((r) => r !== 'sent').every((r) => r === 'window')).toBe(true)
    } finally {
      if (url) await Promise.all([first.close(), second.close()])
    }
  })
})
