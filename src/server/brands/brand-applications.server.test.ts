// Integration: brand verification through the real dispatcher on PGlite (or PostgreSQL with
// DATABASE_URL): a registered brand waits for an organiser, names are unique per country ignoring
// case and width, and a brand takes part in an activity (booth, buyers, requests) only once the
// organiser added it.
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../auth/session.server'
import { activities, activityBrands, activityRegistrations, brands, buyerProfiles, users } from '../db/schema'
import { demoAccounts } from '../seed/seed-events.server'
import { createTestApi, expectData, expectForbidden, expectRejection, type Keys, type TestApi } from '../app/test-api.server'

const E = '/newApi/api_v2/Events/'
const REGISTER = '/newApi/api_v2/login/register'
let api: TestApi
let organiser: Keys
let live: { id: number; countryCode: string }

async function keysOf(mobile: string) {
  const [user] = await api.db.select().from(users).where(eq(users.mobile, mobile))
  return createSession(api.db, user!.id)
}

/** A fresh account registered as a brand of `company` in `country`. */
async function registerBrand(company: string, country = 'CN', lan: 'en' | 'cn' = 'en') {
  const keys = await api.loginAs('none')
  const res = await api.post(REGISTER, { role: 'brand', name: 'Owner', company, country_code: country }, { keys, lan })
  return { keys, res }
}

beforeAll(async () => {
  api = await createTestApi()
  organiser = await keysOf(demoAccounts.organiser.mobile)
  const rows = await api.db.select().from(activities)
  live = rows.find((a) => a.countryCode === 'EC' && a.kind === 'matching')!
}, 120_000)

afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
})

describe('a registered brand waits for an organiser', () => {
  it('is not public and has no brand rights while pending; the organiser sees it in the queue', async () => {
    const { keys, res } = await registerBrand('Quiet Valley Teas')
    expect(res.body).toMatchObject({ code: 1, data: { role: 'brand', brand_id: null } })
    const search = await expectData<{ list: Array<{ name: string }> }>(
      api.get('/newApi/Home/getBrandList', { keyword: 'Quiet Valley Teas', page_size: 50 }),
    )
    expect(search.list.map((b) => b.name)).not.toContain('Quiet Valley Teas')
    expect((await api.get(`${E}activityBuyerList`, { act_id: live.id }, { keys })).status).toBe(403)
    expect((await api.post(`${E}brandRequestMeeting`, { act_id: live.id, buyer_user_id: 1, level: 'must' }, { keys })).status).toBe(403)
    const mine = await expectData<{ status: string }>(api.get(`${E}myBrandApplication`, {}, { keys }))
    expect(mine.status).toBe('pending')
    const queue = await expectData<{ list: Array<{ name_en: string }>; counts: { pending: number } }>(
      api.get(`${E}brandVerificationQueue`, { page_size: 100 }, { keys: organiser }),
    )
    expect(queue.list.map((b) => b.name_en)).toContain('Quiet Valley Teas')
    expect(queue.counts.pending).toBeGreaterThan(0)
    // Only an organiser decides.
    await expectForbidden(api.get(`${E}brandVerificationQueue`, {}, { keys }))
    await expectForbidden(api.post(`${E}verifyBrand`, { user_id: 1, decision: 'verified' }, { keys }))
  })

  it('a rejection needs the reason in both languages, and the applicant reads it in theirs', async () => {
    const { keys } = await registerBrand('Doubtful Exports')
    const [user] = await api.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, (await me(keys)).mobile!))
    expect(
      await expectRejection(
        api.post(`${E}verifyBrand`, { user_id: user!.id, decision: 'rejected', reason_en: 'No licence' }, { keys: organiser }),
      ),
    ).toMatch(/reason_zh/)
    await expectData(
      api.post(
        `${E}verifyBrand`,
        { user_id: user!.id, decision: 'rejected', reason_en: 'No export licence', reason_zh: '没有出口许可证' },
        { keys: organiser },
      ),
    )
    expect((await expectData<{ status: string; reason: string }>(api.get(`${E}myBrandApplication`, {}, { keys }))).reason).toBe(
      'No export licence',
    )
    expect((await expectData<{ reason: string }>(api.get(`${E}myBrandApplication`, {}, { keys, lan: 'cn' }))).reason).toBe('没有出口许可证')
  })
})

async function me(keys: Keys) {
  return expectData<{ mobile: string | null; user_id: number; brand_id: number | null }>(api.get('/newApi/api_v2/login/me', {}, { keys }))
}

describe('brand names are unique per country, ignoring case and width', () => {
  it('refuses an existing brand name in another case or in full-width letters, naming the field, in both languages', async () => {
    const [existing] = await api.db.select().from(brands).where(eq(brands.countryCode, 'EC')).limit(1)
    const upper = await registerBrand(existing!.nameEn.toUpperCase(), 'EC')
    expect(upper.res.body).toMatchObject({ code: 0, data: null })
    expect(upper.res.body.msg).toBe('Field company: a brand of this name already exists in this country')
    const fullWidth = existing!.nameEn.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))
    const wide = await registerBrand(fullWidth, 'EC', 'cn')
    expect(wide.res.body.msg).toBe('字段 company：该国家已有同名品牌')
    // The same name in another country is another brand.
    expect((await registerBrand(existing!.nameEn, 'TR')).res.body.code).toBe(1)
    // Two applications cannot take one name either.
    expect((await registerBrand('Twin Peaks Coffee', 'EC')).res.body.code).toBe(1)
    expect((await registerBrand('twin peaks coffee', 'EC')).res.body.msg).toMatch(/^Field company/)
  })
})

// Several dozen calls each: 30 s, not the default 5 s, on a loaded machine.
describe('a brand takes part in an activity only once the organiser added it', () => {
  it('lists the participants to organisers only', async () => {
    const buyer = await api.loginAs('buyer')
    const brand = await api.loginAs('brand')
    expect(await expectForbidden(api.get(`${E}activityBrandList`, { act_id: live.id }, { keys: buyer }))).toMatch(/organiser/)
    expect(await expectForbidden(api.get(`${E}activityBrandList`, { act_id: live.id }, { keys: brand }))).toMatch(/organiser/)
    expect((await api.get(`${E}activityBrandList`, { act_id: live.id })).status).toBe(401)
    const listed = await expectData<{ list: Array<{ id: number }> }>(
      api.get(`${E}activityBrandList`, { act_id: live.id }, { keys: organiser }),
    )
    const [row] = await api.db.select({ n: count() }).from(activityBrands).where(eq(activityBrands.activityId, live.id))
    expect(listed.list).toHaveLength(row!.n)
    expect(await expectRejection(api.get(`${E}activityBrandList`, { act_id: 99_999_999 }, { keys: organiser }))).toMatch(/act_id 99999999/)
  })

  it('is verified, then sees no buyers, has no booth and asks nobody until added; removing takes it out again', async () => {
    const { keys } = await registerBrand('Andes Cacao Collective', 'EC')
    const account = await me(keys)
    const verified = await expectData<{ brand_id: number }>(
      api.post(`${E}verifyBrand`, { user_id: account.user_id, decision: 'verified' }, { keys: organiser }),
    )
    const brandId = verified.brand_id
    const brandKeys = await createSession(api.db, account.user_id)
    // Public now.
    const search = await expectData<{ list: Array<{ id: number }> }>(
      api.get('/newApi/Home/getBrandList', { keyword: 'Andes Cacao', page_size: 50 }),
    )
    expect(search.list.map((b) => b.id)).toContain(brandId)

    const booths = async () => {
      const hall = await expectData<{ pavilions: Array<{ booths: Array<{ brand: { id: number } }> }> }>(
        api.get(`${E}exhibitionHall`, { act_id: live.id }),
      )
      return hall.pavilions.flatMap((p) => p.booths.map((b) => b.brand.id))
    }
    const pageBrands = async () => {
      const info = await expectData<{ countries: Array<{ brands: Array<{ id: number }> }> }>(
        api.get(`${E}activityEventInfo`, { act_id: live.id }),
      )
      return info.countries.flatMap((c) => c.brands.map((b) => b.id))
    }
    expect(await booths()).not.toContain(brandId)
    expect(await pageBrands()).not.toContain(brandId)
    expect(await expectForbidden(api.get(`${E}activityBuyerList`, { act_id: live.id }, { keys: brandKeys }))).toMatch(/does not take part/)
    const [buyer] = await api.db
      .select({ id: buyerProfiles.userId })
      .from(buyerProfiles)
      .innerJoin(activityRegistrations, eq(activityRegistrations.userId, buyerProfiles.userId))
      .where(eq(activityRegistrations.activityId, live.id))
      .limit(1)
    const ask = () => api.post(`${E}brandRequestMeeting`, { act_id: live.id, buyer_user_id: buyer!.id, level: 'must' }, { keys: brandKeys })
    expect((await ask()).status).toBe(403)
    expect(await booths()).not.toContain(brandId)

    // Only an organiser adds brands.
    await expectForbidden(api.post(`${E}setActivityBrands`, { act_id: live.id, add: [brandId] }, { keys: brandKeys }))
    const added = await expectData<{ brand_ids: Array<number> }>(
      api.post(`${E}setActivityBrands`, { act_id: live.id, add: [brandId] }, { keys: organiser }),
    )
    expect(added.brand_ids).toContain(brandId)
    expect(await booths()).toContain(brandId)
    expect(await pageBrands()).toContain(brandId)
    // The organiser's list of participants names it, with its country and category, in the request language.
    type Participants = { title: string; list: Array<{ id: number; name: string; country_name: string; logo: string }> }
    const listed = await expectData<Participants>(api.get(`${E}activityBrandList`, { act_id: live.id }, { keys: organiser }))
    expect(listed.list.find((b) => b.id === brandId)).toMatchObject({ name: 'Andes Cacao Collective', country_name: 'Ecuador' })
    const listedZh = await expectData<Participants>(api.get(`${E}activityBrandList`, { act_id: live.id }, { keys: organiser, lan: 'cn' }))
    expect(listedZh.list.find((b) => b.id === brandId)).toMatchObject({ country_name: '厄瓜多尔' })
    expect(listedZh.title).not.toBe(listed.title)
    expect(
      (await expectData<{ list: Array<unknown> }>(api.get(`${E}activityBuyerList`, { act_id: live.id }, { keys: brandKeys }))).list.length,
    ).toBeGreaterThan(0)

    await expectData(api.post(`${E}setActivityBrands`, { act_id: live.id, remove: [brandId] }, { keys: organiser }))
    expect(await booths()).not.toContain(brandId)
    expect(
      (
        await expectData<{ list: Array<{ id: number }> }>(api.get(`${E}activityBrandList`, { act_id: live.id }, { keys: organiser }))
      ).list.map((b) => b.id),
    ).not.toContain(brandId)
    expect((await api.get(`${E}activityBuyerList`, { act_id: live.id }, { keys: brandKeys })).status).toBe(403)
    expect(await expectRejection(api.post(`${E}setActivityBrands`, { act_id: live.id, add: [99_999_999] }, { keys: organiser }))).toMatch(
      /^Field add/,
    )
  }, 30_000)
})
