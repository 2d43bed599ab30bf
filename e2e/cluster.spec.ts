import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { Client } from 'pg'

// Several server instances on one PostgreSQL database (ADR 039): two production
// servers started here on their own ports share one fresh database. Limits and lockouts hold
// across both, and a write on A reaches B's caches (API answers and pages) within a second.
// Needs PostgreSQL: E2E_POSTGRES_URL (an admin URL; CI sets it, and then a missing database
// fails the run), else the local default, skipped with the reason when nothing answers there.

const root = resolve(import.meta.dirname, '..')
const ADMIN_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres'
const REQUIRED = Boolean(process.env.E2E_POSTGRES_URL)
// --repeat-each runs this file's repeats at the same time in different workers: each worker
// (TEST_PARALLEL_INDEX, 0 … workers-1, set by Playwright) gets its own ports and data dirs.
const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0)
const FIRST_PORT = Number(process.env.E2E_CLUSTER_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 5) + SLOT * 3
const dataDir = (name: string) => `test-results/cluster-${name}-${SLOT}`
const PORT_A = FIRST_PORT
const PORT_B = FIRST_PORT + 1
const PORT_C = FIRST_PORT + 2
const A = `http://127.0.0.1:${PORT_A}`
const B = `http://127.0.0.1:${PORT_B}`

type Envelope = { code: number; msg: string; data: unknown }
type FormOptions = { categories: Array<{ children: Array<{ id: number }> }>; countries: Array<{ code: string }> }

/** Starts a production server (scripts/serve.mjs, or the WEB_CONCURRENCY wrapper) with `env`. */
function start(script: string, env: Record<string, string | undefined>): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, [resolve(root, script)], {
    cwd: root,
    env: { ...process.env, WEB_CONCURRENCY: undefined, DATABASE_URL: undefined, HOST: '127.0.0.1', WECHAT_STANDIN: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  return Object.assign(child, { output: () => output })
}

async function stop(child: ChildProcess | undefined): Promise<number | null> {
  if (!child || child.exitCode !== null) return child?.exitCode ?? null
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  child.kill('SIGTERM')
  return exited
}

/** Waits until `origin` answers an API call with code 1 (the database open, migrated, seeded). */
async function up(origin: string, child: ChildProcess & { output: () => string }) {
  await upOrThrow(origin, child).catch((error: unknown) => {
    throw new Error(`${origin} did not come up: ${error instanceof Error ? error.message : error}\n${child.output().slice(-3000)}`)
  })
}

async function upOrThrow(origin: string, child: ChildProcess & { output: () => string }) {
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server ended (${child.exitCode}):\n${child.output()}`)
        // Each try has its own deadline: one request stuck on a busy machine does not use up the wait.
        const answer = await fetch(`${origin}/newApi/common/getCountryList`, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined)
        return answer?.ok ? ((await answer.json()) as Envelope).code : 0
      },
      { timeout: 120_000, intervals: [250] },
    )
    .toBe(1)
}

/**
 * One API call. A 503 (the database's connection pool could not open a connection in time, as
 * happens on a loaded machine) is retried as its Retry-After invites: it says nothing about limits.
 */
async function api(origin: string, path: string, init?: { body: unknown }): Promise<{ envelope: Envelope; headers: Headers }> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(
      `${origin}${path}`,
      init ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) } : undefined,
    )
    if (response.status === 503 && attempt < 10) {
      await response.arrayBuffer()
      await new Promise((wake) => setTimeout(wake, 250 * attempt))
      continue
    }
    return { envelope: (await response.json()) as Envelope, headers: response.headers }
  }
}

/** Polls `check` as fast as it answers; resolves with the milliseconds until it first held. */
async function msUntil(check: () => Promise<boolean>, limitMs = 5000): Promise<number> {
  const started = performance.now()
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`)
  }
  return Math.round(performance.now() - started)
}

/** Logs in on A by SMS code (read from A's outbox); the session's keys and user id. */
async function smsLogin(mobile: string): Promise<{ api_key: string; mobile_key: string; user_id: number }> {
  expect((await api(A, `/newApi/api_v2/Login/getMobileVerifyCode?mobile=${mobile}&lan=en`)).envelope.code).toBe(1)
  let code = ''
  await expect
    .poll(() => {
      const lines = readFileSync(resolve(root, dataDir('a'), 'outbox/sms.jsonl'), 'utf8')
        .trim()
        .split('\n')
      code = String(
        lines.map((line) => JSON.parse(line) as { to: string; code: string }).findLast((line) => line.to.endsWith(mobile))?.code ?? '',
      )
      return code
    })
    .toMatch(/^\d{6}$/)
  const login = (await api(A, '/newApi/api_v2/login/login?lan=en', { body: { mobile, code } })).envelope
  expect(login.code, `${login.msg} (code ${code})`).toBe(1)
  return login.data as { api_key: string; mobile_key: string; user_id: number }
}

test('WEB_CONCURRENCY above 1 is refused on PGlite, naming the variable and the way out', async () => {
  const child = start('scripts/serve-cluster.mjs', { WEB_CONCURRENCY: '2', PORT: String(PORT_C), DATA_DIR: dataDir('pglite') })
  const code = await new Promise<number | null>((done) => child.once('exit', (exitCode) => done(exitCode)))
  expect(code).toBe(1)
  expect(child.output()).toContain('WEB_CONCURRENCY: more than one process needs DATABASE_URL')
})

test.describe('two instances on one PostgreSQL database', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 })
  let admin: Client | undefined
  let database = ''
  let databaseUrl = ''
  let a: ReturnType<typeof start> | undefined
  let b: ReturnType<typeof start> | undefined

  test.beforeAll(async () => {
    admin = new Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 })
    try {
      await admin.connect()
    } catch (error) {
      admin = undefined
      if (REQUIRED) throw error
      test.skip(
        true,
        `no PostgreSQL at ${ADMIN_URL.replace(/:[^:@/]*@/, ':…@')} (${error instanceof Error ? error.message : error}); set E2E_POSTGRES_URL`,
      )
      return
    }
    database = `b2b_cluster_e2e_${process.pid}_${Date.now()}`
    await admin.query(`CREATE DATABASE ${database}`)
    const url = new URL(ADMIN_URL)
    url.pathname = `/${database}`
    databaseUrl = url.toString()
    const common = { DATABASE_URL: databaseUrl, CODE_RESEND_SECONDS: '0', CODE_DAILY_PER_IP: '1000' }
    // Started at the same moment: one migrates and seeds under the advisory lock, the other waits.
    a = start('scripts/serve.mjs', { ...common, PORT: String(PORT_A), DATA_DIR: dataDir('a'), COOKIE_SECURE: 'true' })
    b = start('scripts/serve.mjs', { ...common, PORT: String(PORT_B), DATA_DIR: dataDir('b') })
    await Promise.all([up(A, a), up(B, b)])
  })

  test.afterEach(async () => {
    // On a failure, what the two servers said (a crash or a database error shows here).
    const testInfo = test.info()
    if (testInfo.status !== testInfo.expectedStatus) {
      for (const [name, child] of [
        ['A', a],
        ['B', b],
      ] as const) {
        console.log(`── server ${name} (exit ${child?.exitCode ?? 'running'}) ──\n${child?.output().slice(-4000) ?? ''}`)
      }
    }
  })

  test.afterAll(async () => {
    await Promise.all([stop(a), stop(b)])
    if (admin && database) {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
      await admin.end()
    }
  })

  test('a phone gets at most 3 codes in 10 minutes from both instances together, racing', async () => {
    const mobile = `1390${String(Date.now()).slice(-7)}`
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api(i % 2 ? B : A, `/newApi/api_v2/Login/getMobileVerifyCode?mobile=${mobile}&lan=en`)),
    )
    const sent = answers.filter(({ envelope }) => envelope.code === 1)
    expect(sent).toHaveLength(3)
    for (const refused of answers.filter((answer) => answer.envelope.code !== 1))
      expect(refused.envelope.msg).toMatch(/At most 3 codes per 10 minutes/)
    // Both instances answered some of the refusals: the limit is one count, not two.
    expect(answers.filter((answer, i) => i % 2 === 1 && answer.envelope.code !== 1).length).toBeGreaterThan(0)
    expect(answers.filter((answer, i) => i % 2 === 0 && answer.envelope.code !== 1).length).toBeGreaterThan(0)
  })

  test('the password lockout counts the wrong passwords sent to both instances', async () => {
    const email = `lockout-${Date.now()}@example.com`
    const tryLogin = (origin: string) => api(origin, '/newApi/api_v2/login/login?lan=en', { body: { email, password: 'not the password' } })
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => tryLogin(i % 2 ? B : A)))
    const messages = answers.map(({ envelope }) => envelope.msg)
    expect(messages.filter((msg) => msg === 'E-mail address or password is wrong')).toHaveLength(10)
    expect(messages.filter((msg) => msg.startsWith('Too many wrong passwords'))).toHaveLength(2)
    for (const origin of [A, B]) expect((await tryLogin(origin)).envelope.msg).toMatch(/^Too many wrong passwords/)
  })

  test('a write on A reaches the cached list and the cached page on B within a second', async () => {
    const listPath = '/newApi/Bulk/BulkList?page=1&page_size=10&lan=en'
    const pagePath = '/bigGoodsList'
    // Both cached on B.
    await api(B, listPath)
    expect((await api(B, listPath)).headers.get('x-cache')).toBe('hit')
    await fetch(`${B}${pagePath}`).then((r) => r.text())
    const cachedPage = await fetch(`${B}${pagePath}`)
    expect(cachedPage.headers.get('x-page-cache')).toBe('hit')
    await cachedPage.text()

    const options = (await api(A, '/newApi/Bulk/formPostBefore?lan=en')).envelope.data as FormOptions
    const category = options.categories.find((c) => c.children.length)!.children[0]!.id
    const product = `Cluster test cashews ${Date.now()}`
    const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    const written = await api(A, '/newApi/Bulk/formPost?lan=en', {
      body: {
        company: 'Cluster Test Ltd',
        contact_name: 'Ada Tester',
        contact_phone: '+44 7700 900123',
        product_name: product,
        category_id: category,
        quantity: 20,
        unit: 'tonne',
        destination_country: options.countries[0]!.code,
        deadline,
      },
    })
    expect(written.envelope.code).toBe(1)
    const [listDelay, pageDelay] = await Promise.all([
      msUntil(async () => JSON.stringify((await api(B, listPath)).envelope.data).includes(product)),
      msUntil(async () => (await fetch(`${B}${pagePath}`).then((r) => r.text())).includes(product)),
    ])
    test.info().annotations.push({ type: 'invalidation delay A→B', description: `API list ${listDelay} ms, page ${pageDelay} ms` })
    console.log(`invalidation delay A→B: API list ${listDelay} ms, page ${pageDelay} ms`)
    expect(listDelay).toBeLessThan(1000)
    expect(pageDelay).toBeLessThan(1000)
    // And B serves it from its cache again afterwards.
    expect((await api(B, listPath)).headers.get('x-cache')).toBe('hit')
  })

  test('a brand registered on A and verified there is found by the search on B (its index rebuilt after the relayed invalidation)', async () => {
    const { api_key, mobile_key, user_id } = await smsLogin(`1391${String(Date.now()).slice(-7)}`)
    const name = `Zephyrclusterbrand${Date.now()}`
    const found = async () =>
      ((await api(B, `/newApi/Search/suggest?keyword=${name}&lan=en`)).envelope.data as { brands: Array<{ name: string }> }).brands.some(
        (brand) => brand.name === name,
      )
    expect(await found()).toBe(false) // B's index is built and its answer cached

    const country = ((await api(A, '/newApi/common/getCountryList?lan=en')).envelope.data as { list: Array<{ code: string }> }).list[0]!
      .code
    const registered = await api(A, `/newApi/api_v2/login/register?lan=en&Authorization=${api_key}&Mobile_key=${mobile_key}`, {
      body: { role: 'brand', name: 'Ada Tester', company: name, country_code: country },
    })
    expect(registered.envelope.code).toBe(1)
    // A new brand is pending, and in no search, until an organiser verifies it.
    const organiser = await smsLogin('13800000003')
    const verified = await api(
      A,
      `/newApi/api_v2/Events/verifyBrand?lan=en&Authorization=${organiser.api_key}&Mobile_key=${organiser.mobile_key}`,
      {
        body: { user_id, decision: 'verified' },
      },
    )
    expect(verified.envelope.code, verified.envelope.msg).toBe(1)
    const delay = await msUntil(found, 15_000)
    test.info().annotations.push({ type: 'search on B after a write on A', description: `${delay} ms (notification + index rebuild)` })
    console.log(`search on B finds the brand registered on A after ${delay} ms (notification + index rebuild)`)
  })

  test('COOKIE_SECURE marks the locale cookie Secure (A has it, B does not)', async ({ browser }) => {
    for (const [origin, secure] of [
      [A, true],
      [B, false],
    ] as const) {
      const answer = await fetch(`${origin}/`, { redirect: 'manual', headers: { 'accept-language': 'zh-CN,zh;q=0.9' } })
      const cookie = answer.headers.get('set-cookie') ?? ''
      expect(cookie).toMatch(/^locale=zh-CN;/)
      expect(/;\s*Secure/i.test(cookie)).toBe(secure)
      // The browser's own write (the first visit of a page) follows the same policy.
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.goto(`${origin}/pricing`)
      await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'locale')?.secure).toBe(secure)
      await context.close()
    }
  })

  test('WEB_CONCURRENCY=2 serves from two workers, restarts a killed one, and stops on SIGTERM', async () => {
    const C = `http://127.0.0.1:${PORT_C}`
    const primary = start('scripts/serve-cluster.mjs', {
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: '2',
      PORT: String(PORT_C),
      DATA_DIR: dataDir('c'),
    })
    const workers = () => {
      try {
        return execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary.pid)], { encoding: 'utf8' })
          .split('\n')
          .map((line) => Number(line.trim()))
          .filter(Boolean)
      } catch {
        return [] // ps ends with 1 when no process matches
      }
    }
    try {
      await up(C, primary)
      // Each worker boots Node and opens its pool: seconds on a loaded machine.
      await expect.poll(workers, { timeout: 30_000 }).toHaveLength(2)
      // Twenty at once on fresh pools: a 503 (no connection within the pool's 3 s on a loaded
      // machine) is retried as its Retry-After invites, as a client would.
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => api(C, '/newApi/common/getCountryList').then(({ envelope }) => envelope.code)),
      )
      expect(answers).toEqual(Array.from({ length: 20 }, () => 1))

      const [killed] = workers()
      process.kill(killed!, 'SIGKILL')
      await expect.poll(() => workers().length === 2 && !workers().includes(killed!), { timeout: 30_000 }).toBe(true)
      await up(C, primary)
      expect(primary.output()).toMatch(new RegExp(`Worker ${killed} ended \\(SIGKILL\\); starting another`))
    } finally {
      const started = performance.now()
      const code = await stop(primary)
      expect(code).toBe(0)
      expect(performance.now() - started).toBeLessThan(10_000)
    }
    expect(workers()).toEqual([])
  })
})
