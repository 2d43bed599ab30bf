import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authConfig, configureAuth } from '../auth/config.server'
import { createSession } from '../auth/session.server'
import { brands, users } from '../db/schema'
import { serveFetch } from '../test-http.server'
import { createTestApi, expectData, expectRejection, type Keys, type TestApi } from '../app/test-api.server'

// SMS over a real HTTP gateway stand-in, e-mail over a real SMTP server, roles and registration.
let api: TestApi
let outbox: string
const gatewayCalls: Array<{ auth: string | null; body: { to: string; text: string } }> = []
let gatewayFails = false
let gateway: { url: string; close: () => Promise<void> }
const mails: Array<{ to: string; raw: string }> = []
let smtp: SMTPServer
let smtpPort = 0

beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'outbox-'))
  gateway = await serveFetch(async (request) => {
    if (gatewayFails) return new Response('{"error":"quota"}', { status: 503 })
    gatewayCalls.push({ auth: request.headers.get('authorization'), body: (await request.json()) as { to: string; text: string } })
    return Response.json({ ok: true })
  })
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Array<Buffer> = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw: Buffer.concat(chunks).toString('utf8') })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()))
  smtpPort = (smtp.server.address() as { port: number }).port
  configureAuth({
    outboxDir: outbox,
    resendSeconds: 0,
    dailyPerIp: 10_000,
    sms: { provider: 'http', url: `${gateway.url}/send`, token: 'gateway-secret' },
    mail: { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: 'TradeBridge <no-reply@tradebridge.test>' },
  })
  api = await createTestApi()
}, 120_000)
afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
  await gateway.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
  rmSync(outbox, { recursive: true, force: true })
})

const P = '/newApi/api_v2/login/'
const CODE = '/newApi/api_v2/Login/getMobileVerifyCode'
type UserInfo = Keys & {
  user_id: number
  role: string | null
  brand_id: number | null
  email: string | null
  company: string | null
  name: string | null
}

function codeFromText(text: string): string {
  return /\b(\d{6})\b/.exec(text)![1]!
}
/** The last mail to `to`: its raw headers and its decoded text body (base64 or quoted-printable). */
function lastMail(to: string): { headers: string; text: string } {
  const mail = mails.filter((m) => m.to === to).at(-1)
  if (!mail) throw new Error(`no mail to ${to}`)
  const split = mail.raw.indexOf('\r\n\r\n')
  const headers = mail.raw.slice(0, split)
  const body = mail.raw.slice(split + 4)
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase()
  if (encoding === 'base64') return { headers, text: Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8') }
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`)
    return { headers, text: decodeURIComponent(bytes) }
  }
  return { headers, text: body }
}

let seq = 0
const newPhone = () => `+86136${String(Date.now() % 100000).padStart(5, '0')}${String(++seq).padStart(3, '0')}`

describe('SMS through the HTTP gateway', () => {
  it('posts {to, text} with the bearer token; the code from the text logs in', async () => {
    const mobile = newPhone()
    await expectData(api.get(CODE, { mobile }, { lan: 'cn' }))
    const call = gatewayCalls.at(-1)!
    expect(call.auth).toBe('Bearer gateway-secret')
    expect(call.body.to).toBe(mobile)
    expect(call.body.text).toMatch(/验证码/)
    const user = await expectData<UserInfo>(api.post(`${P}login`, { mobile, code: codeFromText(call.body.text) }))
    expect(user.role).toBeNull()
  })

  it('a failing gateway is a clear error in both languages, and the earlier code stays valid', async () => {
    const mobile = newPhone()
    await expectData(api.get(CODE, { mobile }))
    const code = codeFromText(gatewayCalls.at(-1)!.body.text)
    gatewayFails = true
    try {
      expect(await expectRejection(api.get(CODE, { mobile }))).toMatch(/could not be sent/)
      expect(await expectRejection(api.get(CODE, { mobile }, { lan: 'cn' }))).toMatch(/短信发送失败/)
    } finally {
      gatewayFails = false
    }
    await expectData(api.post(`${P}login`, { mobile, code }))
  })

  it('refuses countries not configured, malformed numbers and bad codes, naming the field', async () => {
    expect(await expectRejection(api.get(CODE, { mobile: '+2348012345678' }))).toMatch(/mobile.*country/)
    expect(await expectRejection(api.get(CODE, { mobile: '+8612345678901' }))).toMatch(/mobile/)
    expect(await expectRejection(api.get(CODE, { mobile: 'abc' }))).toMatch(/mobile/)
    expect(await expectRejection(api.post(`${P}login`, { mobile: newPhone(), code: '12345' }))).toMatch(/code/)
    expect(await expectRejection(api.post(`${P}login`, { mobile: newPhone(), code: '123456' }))).toMatch(/code/)
  })

  it('limits sends per phone: 3 per 10 minutes', async () => {
    const mobile = newPhone()
    for (let i = 0; i < 3; i++) await expectData(api.get(CODE, { mobile }))
    expect(await expectRejection(api.get(CODE, { mobile }))).toMatch(/At most 3 codes per 10 minutes/)
  })

  it('counts wrong tries and locks the code after 5', async () => {
    const mobile = newPhone()
    await expectData(api.get(CODE, { mobile }))
    const code = codeFromText(gatewayCalls.at(-1)!.body.text)
    const wrong = code === '999999' ? '999998' : '999999'
    expect(await expectRejection(api.post(`${P}login`, { mobile, code: wrong }))).toMatch(/4 tries left/)
    for (let i = 0; i < 4; i++) await expectRejection(api.post(`${P}login`, { mobile, code: wrong }))
    expect(await expectRejection(api.post(`${P}login`, { mobile, code }))).toMatch(/too many wrong tries/)
  })
})

describe('e-mail code and password over SMTP', () => {
  it('mails a code, sets the password with it, and logs in with e-mail + password', async () => {
    const email = `buyer${Date.now()}@example.com`
    await expectData(api.post('/api/postEmailCode', { email: ` ${email.toUpperCase()} ` }))
    const mail = lastMail(email)
    expect(mail.headers).toContain('From: TradeBridge <no-reply@tradebridge.test>')
    expect(mail.text).toMatch(/expires in 10 minutes/)
    const code = codeFromText(mail.text)
    expect(await expectData(api.post('/api/postEditPassWordForEmail', { email, code, password: 'correct horse' }))).toEqual({ ok: true })
    const [row] = await api.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email))
    expect(row?.hash).toMatch(/^\$argon2id\$/)
    const user = await expectData<UserInfo>(api.post(`${P}login`, { email, password: 'correct horse' }))
    expect(user.email).toBe(email)
    expect(await expectRejection(api.post(`${P}login`, { email, password: 'wrong horse' }))).toBe('E-mail address or password is wrong')
    expect(await expectRejection(api.post(`${P}login`, { email: 'nobody@example.com', password: 'whatever1' }))).toBe(
      'E-mail address or password is wrong',
    )
    // The code worked once.
    expect(await expectRejection(api.post('/api/postEditPassWordForEmail', { email, code, password: 'another one' }))).toMatch(/code/)
  })

  it('changes an existing password (forgot password)', async () => {
    const email = `reset${Date.now()}@example.com`
    for (const password of ['first password', 'second password']) {
      await expectData(api.post('/api/postEmailCode', { email }, { lan: 'cn' }))
      const mail = lastMail(email)
      expect(mail.text).toMatch(/验证码/)
      const code = codeFromText(mail.text)
      await expectData(api.post('/api/postEditPassWordForEmail', { email, code, password }))
    }
    expect(await expectRejection(api.post(`${P}login`, { email, password: 'first password' }))).toMatch(/wrong/)
    await expectData(api.post(`${P}login`, { email, password: 'second password' }))
  })

  it('a password reset or change ends every session of the account, in every browser', async () => {
    const email = `revoke${Date.now()}@example.com`
    await expectData(api.post('/api/postEmailCode', { email }))
    await expectData(
      api.post('/api/postEditPassWordForEmail', { email, code: codeFromText(lastMail(email).text), password: 'old password' }),
    )
    const token = (await expectData<{ token: string }>(api.get(`${P}createTokenOpb`))).token
    const inBrowser = await expectData<UserInfo>(api.post(`${P}login`, { email, password: 'old password', browser_token: token }))
    const elsewhere = await expectData<UserInfo>(api.post(`${P}login`, { email, password: 'old password' }))
    for (const keys of [inBrowser, elsewhere]) await expectData(api.get(`${P}me`, {}, { keys }))

    await expectData(api.post('/api/postEmailCode', { email }))
    await expectData(
      api.post('/api/postEditPassWordForEmail', { email, code: codeFromText(lastMail(email).text), password: 'new password' }),
    )
    for (const keys of [inBrowser, elsewhere]) expect((await api.get(`${P}me`, {}, { keys })).status).toBe(401)
    expect(await expectData(api.post(`${P}userTokenEncryption`, { browser_token: token }))).toBeNull()
    const fresh = await expectData<UserInfo>(api.post(`${P}login`, { email, password: 'new password' }))
    await expectData(api.get(`${P}me`, {}, { keys: fresh }))
  })

  it('locks an address after 10 wrong passwords; a new password set by e-mail code unlocks it', async () => {
    const email = `locked${Date.now()}@example.com`
    await expectData(api.post('/api/postEmailCode', { email }))
    await expectData(
      api.post('/api/postEditPassWordForEmail', { email, code: codeFromText(lastMail(email).text), password: 'the right one' }),
    )
    for (let i = 0; i < 10; i++) await expectRejection(api.post(`${P}login`, { email, password: `wrong guess ${i}` }))
    expect(await expectRejection(api.post(`${P}login`, { email, password: 'the right one' }))).toMatch(/Too many wrong passwords/)
    await expectData(api.post('/api/postEmailCode', { email }))
    await expectData(
      api.post('/api/postEditPassWordForEmail', { email, code: codeFromText(lastMail(email).text), password: 'a new right one' }),
    )
    await expectData(api.post(`${P}login`, { email, password: 'a new right one' }))
  })

  it('refuses short passwords and bad addresses, naming the field', async () => {
    expect(
      await expectRejection(api.post('/api/postEditPassWordForEmail', { email: 'a@example.com', code: '123456', password: 'short' })),
    ).toMatch(/password.*8/)
    expect(await expectRejection(api.post('/api/postEmailCode', { email: 'not-an-address' }))).toMatch(/email/)
    expect(await expectRejection(api.post('/api/postEmailCode', { email: 'not-an-address' }, { lan: 'cn' }))).toMatch(/字段 email/)
  })

  it('an unreachable SMTP server is a clear error', async () => {
    const saved = authConfig().mail
    configureAuth({ mail: { ...saved, smtpUrl: 'smtp://127.0.0.1:1' } })
    try {
      expect(await expectRejection(api.post('/api/postEmailCode', { email: `down${Date.now()}@example.com` }))).toMatch(/could not be sent/)
    } finally {
      configureAuth({ mail: saved })
    }
  })
})

async function freshUser(): Promise<UserInfo> {
  const mobile = newPhone()
  await expectData(api.get(CODE, { mobile }))
  return expectData<UserInfo>(api.post(`${P}login`, { mobile, code: codeFromText(gatewayCalls.at(-1)!.body.text) }))
}

/** The seeded organiser, with a fresh session. */
async function organiserKeys(): Promise<Keys> {
  const [row] = await api.db.select().from(users).where(eq(users.role, 'organiser')).limit(1)
  return createSession(api.db, row!.id)
}

describe('roles and registration', () => {
  it('a new user picks a role once', async () => {
    const user = await freshUser()
    expect((await expectData<UserInfo>(api.post(`${P}setRole`, { role: 'buyer' }, { keys: user }))).role).toBe('buyer')
    expect((await expectData<UserInfo>(api.post(`${P}setRole`, { role: 'buyer' }, { keys: user }))).role).toBe('buyer')
    expect(await expectRejection(api.post(`${P}setRole`, { role: 'brand' }, { keys: user }))).toMatch(/role/)
    expect(await expectRejection(api.post(`${P}setRole`, { role: 'admin' }, { keys: user }))).toMatch(/role/)
    expect((await api.post(`${P}setRole`, { role: 'buyer' })).status).toBe(401)
  })

  it('registering as a brand files it for verification; brand-only endpoints accept the account once an organiser verified it', async () => {
    const user = await freshUser()
    const REPORT = '/newApi/api_v2/SupplierCentre/brandReportInfo'
    expect((await api.get(REPORT, {}, { keys: user })).status).toBe(403)
    const registered = await expectData<UserInfo>(
      api.post(
        `${P}register`,
        { role: 'brand', name: 'Wang Fang', company: 'Sunrise Orchards', country_code: 'CN', brand_name_zh: '日出果园', intro: 'Apples' },
        { keys: user },
      ),
    )
    // Pending: no brand yet, so no brand rights and nothing public.
    expect(registered).toMatchObject({ role: 'brand', name: 'Wang Fang', company: 'Sunrise Orchards', brand_id: null })
    expect(await api.db.select().from(brands).where(eq(brands.nameEn, 'Sunrise Orchards'))).toEqual([])
    expect((await api.get(REPORT, {}, { keys: user })).status).toBe(403)
    const organiser = await organiserKeys()
    const decided = await expectData<{ brand_id: number; status: string }>(
      api.post('/newApi/api_v2/Events/verifyBrand', { user_id: user.user_id, decision: 'verified' }, { keys: organiser }),
    )
    expect(decided.status).toBe('verified')
    const [brand] = await api.db.select().from(brands).where(eq(brands.id, decided.brand_id))
    expect(brand).toMatchObject({
      nameEn: 'Sunrise Orchards',
      nameZh: '日出果园',
      countryCode: 'CN',
      logo: `/media/brand/${decided.brand_id}.svg`,
    })
    const report = await expectData<{ brand: { id: number; name: string } }>(api.get(REPORT, {}, { keys: user }))
    expect(report.brand).toMatchObject({ id: decided.brand_id, name: 'Sunrise Orchards' })
    const me = await expectData<UserInfo>(api.get(`${P}me`, {}, { keys: user }))
    expect(me.brand_id).toBe(decided.brand_id)
    // Renaming goes back to the queue; the verified name stays until an organiser decides.
    const again = await expectData<UserInfo>(
      api.post(`${P}register`, { role: 'brand', name: 'Wang Fang', company: 'Sunrise Orchards Ltd', country_code: 'CN' }, { keys: user }),
    )
    expect(again.brand_id).toBe(decided.brand_id)
    const [kept] = await api.db.select().from(brands).where(eq(brands.id, decided.brand_id))
    expect(kept!.nameEn).toBe('Sunrise Orchards')
    expect(
      await expectRejection(api.post(`${P}register`, { role: 'buyer', name: 'x', company: 'y', country_code: 'CN' }, { keys: user })),
    ).toMatch(/role/)
  })

  it('registers a buyer with company details and rejects bad fields', async () => {
    const user = await freshUser()
    const buyer = await expectData<UserInfo>(
      api.post(
        `${P}register`,
        { role: 'buyer', name: 'Li Na', company: 'Zephyr Imports', country_code: 'GB', email: 'li@zephyr.example' },
        { keys: user },
      ),
    )
    expect(buyer).toMatchObject({ role: 'buyer', brand_id: null, email: 'li@zephyr.example' })
    expect((await api.get('/newApi/api_v2/SupplierCentre/brandReportInfo', {}, { keys: user })).status).toBe(403)
    expect(
      await expectRejection(api.post(`${P}register`, { role: 'buyer', name: '', company: 'x', country_code: 'GB' }, { keys: user })),
    ).toMatch(/name/)
    expect(
      await expectRejection(api.post(`${P}register`, { role: 'buyer', name: 'a', company: 'x', country_code: 'gb' }, { keys: user })),
    ).toMatch(/country_code/)
    const brand = await freshUser()
    expect(
      await expectRejection(api.post(`${P}register`, { role: 'brand', name: 'a', company: 'x', country_code: 'ZZ' }, { keys: brand })),
    ).toMatch(/country_code/)
    expect(
      await expectRejection(
        api.post(`${P}register`, { role: 'buyer', name: 'a', company: 'x', country_code: 'GB', category_id: 99999 }, { keys: user }),
      ),
    ).toMatch(/category_id/)
    // The typed address does not log in: proving it by e-mail code makes a separate account,
    // so a mistyped address cannot take this one over.
    await expectData(api.post('/api/postEmailCode', { email: 'li@zephyr.example' }))
    await expectData(
      api.post('/api/postEditPassWordForEmail', {
        email: 'li@zephyr.example',
        code: codeFromText(lastMail('li@zephyr.example').text),
        password: 'hijack attempt',
      }),
    )
    const other = await expectData<UserInfo>(api.post(`${P}login`, { email: 'li@zephyr.example', password: 'hijack attempt' }))
    expect(other.user_id).not.toBe(buyer.user_id)
    expect(
      await expectRejection(
        api.post(`${P}register`, { role: 'buyer', name: 'a', company: 'x', country_code: 'GB', email: 'not-an-address' }, { keys: user }),
      ),
    ).toMatch(/email/)
    expect((await api.post(`${P}register`, { role: 'buyer', name: 'a', company: 'x', country_code: 'GB' })).status).toBe(401)
  })
})
