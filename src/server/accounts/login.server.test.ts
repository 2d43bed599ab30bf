import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configureAuth } from '../auth/config.server'
import { createTestApi, expectData, expectRejection, type Keys, type TestApi } from '../app/test-api.server'

let api: TestApi
let outbox: string
beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'outbox-'))
  configureAuth({ outboxDir: outbox, resendSeconds: 0, dailyPerIp: 10_000 })
  api = await createTestApi()
}, 120_000)
afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
  rmSync(outbox, { recursive: true, force: true })
})

const P = '/newApi/api_v2/login/'
type UserInfo = Keys & { user_id: number; role: string | null; mobile: string | null; brand_id: number | null; email: string | null }

function smsOutbox(): Array<{ to: string; text: string; code: string; at: string }> {
  try {
    return readFileSync(join(outbox, 'sms.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as never)
  } catch {
    return []
  }
}
function lastSmsCode(to: string): string {
  const entry = smsOutbox()
    .filter((e) => e.to === to)
    .at(-1)
  if (!entry) throw new Error(`no SMS to ${to}`)
  return entry.code
}

let phoneSeq = 0
function newPhone(): string {
  phoneSeq += 1
  return `+86139${String(Date.now() % 100000).padStart(5, '0')}${String(phoneSeq).padStart(3, '0')}`
}

async function smsLogin(mobile: string, browserToken?: string): Promise<UserInfo> {
  await expectData(api.get(`/newApi/api_v2/Login/getMobileVerifyCode`, { mobile }))
  return expectData<UserInfo>(api.post(`${P}login`, { mobile, code: lastSmsCode(mobile), browser_token: browserToken }))
}

describe('app start: browser token and single login', () => {
  it('issues a token, keeps a known one, and replaces an unknown one', async () => {
    const { token } = await expectData<{ token: string }>(api.get(`${P}createTokenOpb`))
    expect(token.length).toBeGreaterThanOrEqual(40)
    expect((await expectData<{ token: string }>(api.get(`${P}createTokenOpb`, { token }))).token).toBe(token)
    const other = await expectData<{ token: string }>(api.get(`${P}createTokenOpb`, { token: 'not-a-token' }))
    expect(other.token).not.toBe(token)
  })

  it('answers null for a token without login, the user and same keys once a login bound it', async () => {
    const { token } = await expectData<{ token: string }>(api.get(`${P}createTokenOpb`))
    expect(await expectData(api.post(`${P}userTokenEncryption`, { browser_token: token }))).toBeNull()
    const user = await smsLogin(newPhone(), token)
    const again = await expectData<UserInfo>(api.post(`${P}userTokenEncryption`, { browser_token: token }))
    expect(again).toEqual(user)
  })

  it('rejects a missing browser_token naming the field', async () => {
    expect(await expectRejection(api.post(`${P}userTokenEncryption`, {}))).toMatch(/browser_token/)
  })
})

describe('SMS login', () => {
  it('sends a 6-digit code to the outbox, creates the user on first login and logs in again with new keys', async () => {
    const mobile = newPhone()
    const sent = await expectData<{ sent: boolean; resend_after_seconds: number }>(
      api.get(`/newApi/api_v2/Login/getMobileVerifyCode`, { mobile }),
    )
    expect(sent.sent).toBe(true)
    const entry = smsOutbox().at(-1)!
    expect(entry).toMatchObject({ to: mobile, code: expect.stringMatching(/^\d{6}$/) as unknown })
    expect(entry.text).toContain(entry.code)
    expect(new Date(entry.at).toString()).not.toBe('Invalid Date')
    const first = await expectData<UserInfo>(api.post(`${P}login`, { mobile, code: entry.code }))
    expect(first).toMatchObject({ mobile, role: null, brand_id: null })
    expect(first.api_key.length).toBeGreaterThanOrEqual(22)
    const second = await smsLogin(mobile)
    expect(second.user_id).toBe(first.user_id)
    expect(second.api_key).not.toBe(first.api_key)
  })

  it('a code works once', async () => {
    const mobile = newPhone()
    await smsLogin(mobile)
    const msg = await expectRejection(api.post(`${P}login`, { mobile, code: lastSmsCode(mobile) }))
    expect(msg).toMatch(/code/)
  })
})

describe('logout', () => {
  it('revokes the keys: the next protected call is 401, and the browser token forgets the user', async () => {
    const { token } = await expectData<{ token: string }>(api.get(`${P}createTokenOpb`))
    const user = await smsLogin(newPhone(), token)
    await expectData(api.get(`${P}me`, {}, { keys: user }))
    expect(await expectData(api.post(`${P}LoginOut`, {}, { keys: user }))).toEqual({ ok: true })
    expect((await api.get(`${P}me`, {}, { keys: user })).status).toBe(401)
    expect(await expectData(api.post(`${P}userTokenEncryption`, { browser_token: token }))).toBeNull()
  })

  it('is 401 without keys', async () => {
    expect((await api.post(`${P}LoginOut`, {})).status).toBe(401)
  })
})

describe('login/userTokenIp and login/me', () => {
  it("answers the caller's address: the socket's peer, whatever X-Forwarded-For says (TRUST_PROXY unset)", async () => {
    const data = await expectData<{ ip: string; country_code: string | null }>(
      api.get(`${P}userTokenIp`, {}, { ip: '198.51.100.20', headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' } }),
    )
    expect(data).toEqual({ ip: '198.51.100.20', country_code: null })
  })

  it('me needs keys and answers the account without them', async () => {
    expect((await api.get(`${P}me`)).status).toBe(401)
    expect((await api.get(`${P}me`, {}, { keys: { api_key: 'forged', mobile_key: 'forged' } })).status).toBe(401)
    const user = await smsLogin(newPhone())
    const me = await expectData<Record<string, unknown>>(api.get(`${P}me`, {}, { keys: user }))
    expect(me).toMatchObject({ user_id: user.user_id, mobile: user.mobile, role: null })
    expect(me).not.toHaveProperty('api_key')
  })
})

describe('phone numbers are one target however they are typed', () => {
  it('+447700900123, +4407700900123 and +44007700900123 share the send limit and the account', async () => {
    const forms = ['+447700900123', '+4407700900123', '+44007700900123']
    for (const mobile of forms) await expectData(api.get(`/newApi/api_v2/Login/getMobileVerifyCode`, { mobile }))
    // Three codes to one number in 10 minutes: the fourth is refused, whichever way it is typed.
    expect(await expectRejection(api.get(`/newApi/api_v2/Login/getMobileVerifyCode`, { mobile: '+44 7700 900123' }))).toMatch(
      /At most 3 codes/,
    )
    expect(smsOutbox().filter((e) => e.to === '+447700900123')).toHaveLength(3)
    const user = await expectData<UserInfo>(api.post(`${P}login`, { mobile: '+4407700900123', code: lastSmsCode('+447700900123') }))
    expect(user.mobile).toBe('+447700900123')
  })
})
