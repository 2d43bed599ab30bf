// npm run verify:findings: re-runs the nine findings of the second security review against the production build
// (its own port and data directory, a fresh demo database) and prints ok or FAIL per finding.
// Exit code 0 when all nine are ok.
//   node scripts/verify-findings.mjs [--port 4960]
import { readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { requireBuild } from './bench-lib.mjs'
import { loginBuyer, randomMobile, root, spawnServer } from './reliability-lib.mjs'
import { parseEnv } from '../app.config.ts'
import { buildIcs } from '../src/lib/ics.ts'

const args = process.argv.slice(2)
const PORT = Number(args.includes('--port') ? args[args.indexOf('--port') + 1] : 4960)
const origin = `http://127.0.0.1:${PORT}`
const dataDir = resolve(root, 'test-results/verify-findings')
requireBuild()
rmSync(dataDir, { recursive: true, force: true })

const server = spawnServer(PORT, { DATA_DIR: dataDir, NODE_ENV: 'production' }, { quiet: true })
await server.ready()

const api = (path, keys) => `${origin}${path}${path.includes('?') ? '&' : '?'}lan=en${keys ? `&${keys.query}` : ''}`
const json = async (res) => ({ status: res.status, headers: res.headers, body: await res.json().catch(() => null) })
const get = (path, keys, init) => fetch(api(path, keys), init).then(json)
const post = (path, body, keys, headers = {}) =>
  fetch(api(path, keys), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }).then(
    json,
  )
const smsCount = () => {
  try {
    return readFileSync(resolve(dataDir, 'outbox/sms.jsonl'), 'utf8').split('\n').filter(Boolean).length
  } catch {
    return 0
  }
}

/** [finding, what was seen when it failed] */
const findings = {
  async 1() {
    const user = await loginBuyer(origin, dataDir)
    const registered = await post(
      '/newApi/api_v2/login/register',
      { role: 'brand', name: 'Eve', company: 'Anyone Exports', country_code: 'CN' },
      user,
    )
    if (registered.body?.data?.brand_id !== null) return `a new brand has brand_id ${registered.body?.data?.brand_id} at once`
    const buyers = await get('/newApi/api_v2/Events/activityBuyerList?act_id=1', user)
    if (buyers.status !== 403) return `a pending brand lists buyers (HTTP ${buyers.status})`
    const listed = await get('/newApi/Home/getBrandList?keyword=Anyone%20Exports&page_size=50')
    if (listed.body?.data?.list?.some((b) => b.name === 'Anyone Exports')) return 'a pending brand is public'
    const existing = (await get('/newApi/Home/getBrandList?page_size=1')).body.data.list[0]
    const other = await loginBuyer(origin, dataDir)
    const twin = await post(
      '/newApi/api_v2/login/register',
      { role: 'brand', name: 'Eve', company: existing.name.toUpperCase(), country_code: existing.country_code },
      other,
    )
    if (twin.body?.code !== 0) return `an existing brand's name in capitals is accepted (${existing.name})`
    const brand = await loginBuyer(origin, dataDir, '+8613800000002')
    brand.brandId = (await get('/newApi/api_v2/login/me', brand)).body?.data?.brand_id
    const activities = (await get('/newApi/Activity/getOpbActivityList?page_size=50')).body.data.list
    for (const activity of activities) {
      const seen = await get(`/newApi/api_v2/Events/activityBuyerList?act_id=${activity.id}`, brand)
      const hall = (await get(`/newApi/api_v2/Events/exhibitionHall?act_id=${activity.id}`)).body.data
      const booth = hall.pavilions.some((p) => p.booths.some((b) => b.brand.id === Number(brand.brandId)))
      if (seen.status === 200 && !booth) return `the demo brand sees the buyers of activity ${activity.id} without a booth there`
    }
    return null
  },
  async 2() {
    const brand = (await get('/newApi/Home/getBrandList?page_size=1&page=3')).body.data.list[0]
    const views = []
    for (let i = 0; i < 5; i++)
      views.push((await post('/newApi/Home/postPv', { path: '/brand', ref_type: 'brand', ref_id: brand.id })).body?.data?.views)
    if (new Set(views).size !== 1) return `one visitor's five views counted: ${views.join(', ')}`
    let status = 0
    for (let i = 0; i < 200 && status !== 429; i++) status = (await get('/newApi/api_v2/login/createTokenOpb')).status
    if (status !== 429) return 'browser tokens are not limited per IP (200 issued)'
    return null
  },
  async 3() {
    const res = await fetch(`${origin}/about?Authorization=secret-key&Mobile_key=secret-mobile`, { redirect: 'manual' })
    const html = res.status === 200 ? await res.text() : ''
    if (res.status < 300 || res.status >= 400)
      return `a page URL with keys answers ${res.status}${html.includes('secret-key') ? ' and the key is in the HTML' : ''}`
    const location = res.headers.get('location') ?? ''
    if (location.includes('secret')) return `the redirect keeps the keys: ${location}`
    if (!/no-store/.test(res.headers.get('cache-control') ?? '')) return 'the redirect is not Cache-Control: no-store'
    if (res.headers.get('referrer-policy') !== 'no-referrer') return 'the redirect has no Referrer-Policy: no-referrer'
    return null
  },
  async 4() {
    const form = new FormData()
    form.append('path', '/about')
    form.append('ref_type', 'page')
    form.append('pad', new Blob([new Uint8Array(512 * 1024)]))
    const res = await fetch(api('/newApi/Home/postPv'), { method: 'POST', body: form })
    if (res.status !== 415 && res.status !== 413) return `512 KB of multipart on a JSON endpoint answers ${res.status}`
    return null
  },
  async 5() {
    const before = smsCount()
    const head = await fetch(api(`/newApi/api_v2/Login/getMobileVerifyCode?mobile=${encodeURIComponent(randomMobile())}`), {
      method: 'HEAD',
    })
    await new Promise((r) => setTimeout(r, 300))
    if (smsCount() !== before) return `HEAD on getMobileVerifyCode sent an SMS (HTTP ${head.status})`
    const plain = await fetch(api('/newApi/Home/postPv'), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ path: '/about', ref_type: 'page' }),
    })
    if (plain.status === 200) return 'a text/plain POST is parsed as JSON'
    const foreign = await post('/newApi/Home/postPv', { path: '/about', ref_type: 'page' }, undefined, { origin: 'https://evil.example' })
    if (foreign.status !== 403) return `a write from a foreign Origin answers ${foreign.status}`
    const crossGet = await get(`/newApi/api_v2/Login/getMobileVerifyCode?mobile=${encodeURIComponent(randomMobile())}`, undefined, {
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    if (crossGet.status !== 403) return `a cross-site GET write answers ${crossGet.status}`
    return null
  },
  async 6() {
    for (const path of ['/product?q=%00', '/brand?q=%01', '/product?q=a%0Bb', '/product?q=%7F']) {
      const res = await fetch(origin + path, { redirect: 'manual' })
      if (res.status >= 500) return `${path} answers ${res.status}`
    }
    return null
  },
  async 7() {
    await fetch(`${origin}/about`).then((r) => r.text())
    await fetch(`${origin}/about`).then((r) => r.text())
    const padded = await fetch(`${origin}/about?zz=${Math.random()}`, { redirect: 'manual' })
    const kept = padded.status >= 300 && padded.status < 400 ? 'redirect' : padded.headers.get('x-page-cache')
    await padded.arrayBuffer()
    if (kept !== 'redirect' && kept !== 'hit')
      return `an unknown parameter makes a new page cache entry (${padded.status}, x-page-cache ${kept})`
    const host = await fetch(`${origin}/about`, { headers: { host: 'evil.example' }, redirect: 'manual' })
    const html = host.status === 200 ? await host.text() : ''
    if (html.includes('evil.example')) return 'Host: evil.example is written into the page'
    const api1 = await fetch(api('/newApi/common/getCountryList?zz=1'))
    const api2 = await fetch(api(`/newApi/common/getCountryList?zz=${Math.random()}`))
    await api1.arrayBuffer()
    await api2.arrayBuffer()
    if (api2.status === 200 && api2.headers.get('x-cache') === 'miss') return 'an unknown API parameter makes a new response cache entry'
    return null
  },
  async 8() {
    const buyer = await loginBuyer(origin, dataDir, '+8613800000001')
    const before = (await get('/newApi/api_v2/Events/myBuyerProfile', buyer)).body?.data
    if (before?.status !== 'verified') return `the demo buyer is ${before?.status}, not verified`
    await post(
      '/newApi/api_v2/login/register',
      { role: 'buyer', name: 'Li Na', company: 'Famous Brand Imports', country_code: 'CN' },
      buyer,
    )
    const after = (await get('/newApi/api_v2/Events/myBuyerProfile', buyer)).body?.data
    if (after?.status === 'verified' && after.company === 'Famous Brand Imports') return 'a renamed buyer stays verified under the new name'
    const ics = buildIcs([
      { uid: 'u', start: '2026-06-14T10:00:00Z', end: '2026-06-14T11:00:00Z', title: 'a\rATTENDEE:x', location: '', description: '' },
    ])
    if (/[\r\n]/.test(ics.replace(/\r\n/g, ''))) return 'ics lets a lone CR through'
    if (ics.split('\r\n').some((line) => Buffer.byteLength(line) > 75)) return 'ics lines are not folded at 75 octets'
    return null
  },
  async 9() {
    const env = parseEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://trade.example' })
    if (env.COOKIE_SECURE !== true) return 'COOKIE_SECURE is off in production behind https'
    return null
  },
}

let failed = 0
for (const [finding, run] of Object.entries(findings)) {
  let problem
  try {
    problem = await run()
  } catch (error) {
    problem = `error: ${error instanceof Error ? error.message : String(error)}`
  }
  if (problem) failed++
  console.log(`${problem ? 'FAIL' : 'ok  '} ${finding}${problem ? `: ${problem}` : ''}`)
}
server.child.kill('SIGTERM')
await server.exited
console.log(failed ? `\n${failed} of 9 findings still open` : '\nall 9 findings fixed')
process.exit(failed ? 1 : 0)
