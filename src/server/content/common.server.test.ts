import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, count, eq, gt, inArray, isNotNull, isNull, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { areas, brands, cases, categories, countries, faqs, favorites, pavilions, uploads } from '../db/schema'
import { uploadResponse } from '../media/uploads.server'
import sharp from 'sharp'
import { createTestApi, expectData as data, expectRejection as rejection, type TestApi } from '../app/test-api.server'

// Uploads land in a throw-away DATA_DIR (read once by serverEnv(), after this line).
const dataDir = mkdtempSync(join(tmpdir(), 'common-upload-test-'))
process.env.DATA_DIR = dataDir

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
}, 120_000)
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true })
  // oxlint-disable-next-line vitest/no-standalone-expect -- the server must have logged no unexpected errors
  expect(api.errors).toEqual([])
  await api.close()
})

type Country = { code: string; name: string }
type Paged<T> = { list: Array<T>; total: number; page: number; page_size: number }
type Faq = { id: number; question: string; answer: string }
type Case = {
  id: number
  title: string
  body: string
  result: string
  year: number
  brand: { id: number; name: string; logo: string }
  country: Country
}
type Pavilion = { id: number; name: string; banner: string; country: Country; region: string; brand_count: number; product_count: number }
const han = /[\u4e00-\u9fff]/

describe('common/getCountryList', () => {
  it('lists the seeded countries in the request language, with brand counts', async () => {
    const en = await api.get('/newApi/common/getCountryList')
    expect(en.status).toBe(200)
    expect(en.body.code).toBe(1)
    const list = (en.body.data as { list: Array<{ code: string; name: string; brand_count: number }> }).list
    expect(list.length).toBeGreaterThanOrEqual(15)
    expect(list.find((c) => c.code === 'EC')?.name).toBe('Ecuador')

    const cn = await api.get('/newApi/common/getCountryList', {}, { lan: 'cn' })
    const cnList = (cn.body.data as { list: Array<{ code: string; name: string }> }).list
    expect(cnList.find((c) => c.code === 'EC')?.name).toMatch(/[\u4e00-\u9fff]/)
  })

  it('filters to countries with brands', async () => {
    const res = await api.get('/newApi/common/getCountryList', { with_brands_only: 1 })
    const list = (res.body.data as { list: Array<{ brand_count: number }> }).list
    expect(list.length).toBeGreaterThan(0)
    expect(list.every((c) => c.brand_count > 0)).toBe(true)
  })

  it('rejects bad input with a message naming the field, in the request language', async () => {
    const en = await api.get('/newApi/common/getCountryList', { with_brands_only: 'maybe' })
    expect(en.status).toBe(200)
    expect(en.body).toMatchObject({ code: 0, data: null })
    expect(en.body.msg).toContain('with_brands_only')
    const cn = await api.get('/newApi/common/getCountryList', { with_brands_only: 'maybe' }, { lan: 'cn' })
    expect(cn.body.msg).toContain('字段 with_brands_only')
  })

  it('matches the path case-insensitively and caches the anonymous answer', async () => {
    const first = await api.get('/newApi/Common/GetCountryList', { with_brands_only: 0 })
    expect(first.body.code).toBe(1)
    const second = await api.get('/newapi/common/getcountrylist', { with_brands_only: 0 })
    expect(second.headers.get('x-cache')).toBe('hit')
  })
})

describe('dispatch', () => {
  it('answers an unknown path with 404 and the envelope', async () => {
    const res = await api.get('/newApi/Nope/nothing')
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ code: 0, data: null })
  })
})

describe('common/ticketProblem', () => {
  it('lists the ticket questions, localised and filterable', async () => {
    const [n] = await api.db.select({ n: count() }).from(faqs).where(eq(faqs.topic, 'ticket'))
    const en = await data<{ list: Array<Faq> }>(api.get('/newApi/api_v2/common/ticketProblem'))
    expect(en.list).toHaveLength(n!.n)
    expect(en.list.length).toBeGreaterThan(0)
    const cn = await data<{ list: Array<Faq> }>(api.get('/newApi/api_v2/common/ticketProblem', {}, { lan: 'cn' }))
    expect(cn.list[0]!.question).toMatch(han)
    const [faq] = await api.db.select().from(faqs).where(eq(faqs.topic, 'ticket')).limit(1)
    const found = await data<{ list: Array<Faq> }>(api.get('/newApi/api_v2/common/ticketProblem', { keyword: faq!.questionZh }))
    expect(found.list.map((f) => f.id)).toContain(faq!.id)
  })

  it('rejects bad input naming the field', async () => {
    expect(await rejection(api.get('/newApi/api_v2/common/ticketProblem', { keyword: 'x'.repeat(101) }))).toContain('keyword')
  })
})

describe('common/aboutUs', () => {
  type About = {
    counters: { brands: number; products: number; countries: number; buyers: number; pavilions: number; activities: number; cases: number }
    faqs: Array<Faq>
    partner_countries: Array<{ code: string; name: string; region: string; brand_count: number; pavilion_id: number | null }>
  }

  it('returns counters, general questions and partner countries', async () => {
    const about = await data<About>(api.get('/newApi/api_v2/common/aboutUs'))
    const [pavilionCount] = await api.db.select({ n: count() }).from(pavilions)
    const [caseCount] = await api.db.select({ n: count() }).from(cases)
    expect(about.counters.pavilions).toBe(pavilionCount!.n)
    expect(about.counters.cases).toBe(caseCount!.n)
    expect(about.counters.brands).toBeGreaterThanOrEqual(300)
    expect(about.faqs.length).toBeGreaterThan(0)
    expect(about.partner_countries.length).toBeGreaterThanOrEqual(15)
    expect(about.partner_countries.some((c) => c.pavilion_id !== null)).toBe(true)
    const cn = await data<About>(api.get('/newApi/api_v2/common/aboutUs', { faq_limit: 1 }, { lan: 'cn' }))
    expect(cn.faqs).toHaveLength(1)
    expect(cn.faqs[0]!.answer).toMatch(han)
    expect(cn.partner_countries[0]!.name).toMatch(han)
  })

  it('rejects bad input naming the field', async () => {
    expect(await rejection(api.get('/newApi/api_v2/common/aboutUs', { faq_limit: 0 }))).toContain('faq_limit')
  })
})

describe('common/commonCountryPavilionList', () => {
  it('lists the pavilions with brand and product counts, filterable by region', async () => {
    const [n] = await api.db.select({ n: count() }).from(pavilions)
    const all = await data<{ list: Array<Pavilion> }>(api.get('/newApi/api_v2/Common/getCountryPavilionList'))
    expect(all.list).toHaveLength(n!.n)
    const first = all.list[0]!
    const [brandCount] = await api.db.select({ n: count() }).from(brands).where(eq(brands.countryCode, first.country.code))
    expect(first.brand_count).toBe(brandCount!.n)
    const region = await data<{ list: Array<Pavilion> }>(
      api.get('/newApi/api_v2/Common/getCountryPavilionList', { region: first.region.toLowerCase() }),
    )
    expect(region.list.length).toBeGreaterThan(0)
    expect(region.list.every((p) => p.region === first.region)).toBe(true)
    const cn = await data<{ list: Array<Pavilion> }>(api.get('/newApi/api_v2/Common/getCountryPavilionList', {}, { lan: 'cn' }))
    expect(cn.list[0]!.country.name).toMatch(han)
    const byName = await data<{ list: Array<Pavilion> }>(
      api.get('/newApi/api_v2/Common/getCountryPavilionList', { keyword: cn.list[0]!.country.name }),
    )
    expect(byName.list.map((p) => p.id)).toContain(first.id)
  })

  it('rejects bad input naming the field', async () => {
    expect(await rejection(api.get('/newApi/api_v2/Common/getCountryPavilionList', { region: 'r'.repeat(51) }))).toContain('region')
  })
})

describe('common/casesBrandList', () => {
  type Item = { id: number; name: string; logo: string; country: Country; case_count: number }

  it('lists the brands with success cases', async () => {
    const [n] = await api.db.select({ n: count() }).from(cases)
    const res = await data<{ list: Array<Item> }>(api.get('/newApi/api_v2/Common/casesBrandList'))
    expect(res.list.length).toBeGreaterThan(0)
    expect(res.list.reduce((sum, b) => sum + b.case_count, 0)).toBe(n!.n)
    const country = res.list[0]!.country.code
    const filtered = await data<{ list: Array<Item> }>(
      api.get('/newApi/api_v2/Common/casesBrandList', { country_code: country }, { lan: 'cn' }),
    )
    expect(filtered.list.every((b) => b.country.code === country)).toBe(true)
    expect(filtered.list[0]!.name).toMatch(han)
  })

  it('rejects bad input naming the field', async () => {
    expect(await rejection(api.get('/newApi/api_v2/Common/casesBrandList', { country_code: 'x1' }))).toContain('country_code')
  })
})

describe('common/getArea', () => {
  type Area = { id: number; name: string; parent_id: number | null; has_children: boolean }

  it("lists a country's top-level areas and the children of one", async () => {
    let [child] = await api.db.select().from(areas).where(isNotNull(areas.parentId)).limit(1)
    if (!child) {
      // Only one level in the demo data: add a district under the first area.
      const [first] = await api.db.select().from(areas).limit(1)
      ;[child] = await api.db
        .insert(areas)
        .values({ countryCode: first!.countryCode, parentId: first!.id, nameEn: 'Test District', nameZh: '测试区' })
        .returning()
    }
    const code = child!.countryCode
    const parentId = child!.parentId!
    const [n] = await api.db
      .select({ n: count() })
      .from(areas)
      .where(and(eq(areas.countryCode, code), isNull(areas.parentId)))
    const top = await data<{ list: Array<Area> }>(api.get('/newApi/api_v2/Common/getArea', { country_code: code }))
    expect(top.list).toHaveLength(n!.n)
    expect(top.list.every((a) => a.parent_id === null)).toBe(true)
    expect(top.list.find((a) => a.id === parentId)?.has_children).toBe(true)

    const children = await data<{ list: Array<Area> }>(
      api.get('/newApi/api_v2/Common/getArea', { country_code: code, parent_id: parentId }, { lan: 'cn' }),
    )
    expect(children.list.every((a) => a.parent_id === parentId)).toBe(true)
    expect(children.list.find((a) => a.id === child!.id)?.name).toBe(child!.nameZh)
    expect(child!.nameZh).toMatch(han)
  })

  it('rejects bad input naming the field', async () => {
    expect(await rejection(api.get('/newApi/api_v2/Common/getArea'))).toContain('country_code')
    expect(await rejection(api.get('/newApi/api_v2/Common/getArea', { country_code: 'ZZ' }))).toContain('country_code')
    const [area] = await api.db.select().from(areas).limit(1)
    const [other] = await api.db.select().from(countries).where(ne(countries.code, area!.countryCode)).limit(1)
    expect(await rejection(api.get('/newApi/api_v2/Common/getArea', { country_code: other!.code, parent_id: area!.id }))).toContain(
      'parent_id',
    )
  })
})

describe('common/getInventoryBrandList', () => {
  type Item = { id: number; name: string; country: Country; inventory: number }

  it('pages through the brands in stock, most stock first', async () => {
    const [n] = await api.db.select({ n: count() }).from(brands).where(gt(brands.inventory, 0))
    const res = await data<Paged<Item>>(api.get('/newApi/api_v2/common/getInventoryBrandList', { page_size: 50 }))
    expect(res.total).toBe(n!.n)
    expect(res.total).toBeGreaterThan(0)
    expect(res.list.every((b) => b.inventory > 0)).toBe(true)
    const stock = res.list.map((b) => b.inventory)
    expect([...stock].toSorted((a, b) => b - a)).toEqual(stock)
    const country = res.list[0]!.country.code
    const filtered = await data<Paged<Item>>(
      api.get('/newApi/api_v2/common/getInventoryBrandList', { country_code: country }, { lan: 'cn' }),
    )
    const [m] = await api.db
      .select({ n: count() })
      .from(brands)
      .where(and(gt(brands.inventory, 0), eq(brands.countryCode, country)))
    expect(filtered.total).toBe(m!.n)
    expect(filtered.list[0]!.name).toMatch(han)
  })

  it('rejects bad input naming the field', async () => {
    expect(await rejection(api.get('/newApi/api_v2/common/getInventoryBrandList', { sort: 'price' }))).toContain('sort')
    expect(await rejection(api.get('/newApi/api_v2/common/getInventoryBrandList', { category_id: 999_999 }))).toContain('category_id')
  })
})

describe('common/pcCases', () => {
  it('pages through the success cases with their brand', async () => {
    const [n] = await api.db.select({ n: count() }).from(cases)
    const res = await data<Paged<Case>>(api.get('/newApi/api_v2/Common/pcCases', { page_size: 5 }))
    expect(res.total).toBe(n!.n)
    expect(res.list.length).toBe(Math.min(5, n!.n))
    const item = res.list[0]!
    expect(item.brand.name.length).toBeGreaterThan(0)
    expect(item.brand.logo).toMatch(/^\//)
    const years = res.list.map((c) => c.year)
    expect([...years].toSorted((a, b) => b - a)).toEqual(years)
    const byBrand = await data<Paged<Case>>(api.get('/newApi/api_v2/Common/pcCases', { brand_id: item.brand.id }, { lan: 'cn' }))
    expect(byBrand.list.every((c) => c.brand.id === item.brand.id)).toBe(true)
    expect(byBrand.list[0]!.title).toMatch(han)
  })

  it("filters by the brand's category, a top-level category taking its children", async () => {
    const [first] = await api.db
      .select({ categoryId: brands.categoryId })
      .from(cases)
      .innerJoin(brands, eq(brands.id, cases.brandId))
      .orderBy(cases.id)
      .limit(1)
    const [sub] = await api.db.select().from(categories).where(eq(categories.id, first!.categoryId!))
    const children = await api.db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, sub!.parentId!))
    const inTop = await api.db
      .select({ n: count() })
      .from(cases)
      .innerJoin(brands, eq(brands.id, cases.brandId))
      .where(
        inArray(
          brands.categoryId,
          children.map((c) => c.id),
        ),
      )
    const top = await data<Paged<Case>>(api.get('/newApi/api_v2/Common/pcCases', { category_id: sub!.parentId, page_size: 50 }))
    expect(top.total).toBe(inTop[0]!.n)
    expect(top.total).toBeGreaterThan(0)
    const one = await data<Paged<Case>>(api.get('/newApi/api_v2/Common/pcCases', { category_id: sub!.id, page_size: 50 }, { lan: 'cn' }))
    expect(one.total).toBeGreaterThan(0)
    expect(one.total).toBeLessThanOrEqual(top.total)
    expect(one.list[0]!.title).toMatch(han)
  })

  it('rejects bad input naming the field', async () => {
    expect(await rejection(api.get('/newApi/api_v2/Common/pcCases', { page: 0 }))).toContain('page')
    expect(await rejection(api.get('/newApi/api_v2/Common/pcCases', { category_id: 999_999 }))).toContain('category_id')
    expect(await rejection(api.get('/newApi/api_v2/Common/pcCases', { category_id: 999_999 }, { lan: 'cn' }))).toContain('字段 category_id')
  })
})

describe('common/commonHome', () => {
  type Home = {
    counters: { brands: number; products: number; countries: number; buyers: number }
    pavilions: Array<Pavilion>
    cases: Array<Case>
  }

  it('returns counters, pavilions and the latest cases', async () => {
    const home = await data<Home>(api.get('/newApi/api_v2/Common/home', { case_limit: 3 }))
    expect(home.counters.products).toBeGreaterThanOrEqual(3000)
    expect(home.pavilions.length).toBeGreaterThanOrEqual(15)
    expect(home.cases.length).toBeLessThanOrEqual(3)
    expect(home.cases.length).toBeGreaterThan(0)
    const cn = await data<Home>(api.get('/newApi/api_v2/Common/home', {}, { lan: 'cn' }))
    expect(cn.pavilions[0]!.name).toMatch(han)
  })

  it('rejects bad input naming the field', async () => {
    expect(await rejection(api.get('/newApi/api_v2/Common/home', { case_limit: 21 }))).toContain('case_limit')
  })
})

describe('common/addFavorite', () => {
  it('needs a login', async () => {
    const res = await api.get('/newApi/common/add_favorite', { target_type: 'brand', target_id: 1 })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(0)
  })

  it('toggles a favourite of a brand', async () => {
    const owner = await api.loginAs('brand')
    const buyer = await api.loginAs('buyer')
    // The brand's favourites, as its report counts them (src/server/brands/brand-report.server.test.ts).
    const report = async () => api.db.$count(favorites, and(eq(favorites.targetType, 'brand'), eq(favorites.targetId, owner.brandId!)))
    const before = await report()
    const on = await data<{ favorited: boolean; total_favorites: number }>(
      api.get('/newApi/common/add_favorite', { target_type: 'brand', target_id: owner.brandId }, { keys: buyer }),
    )
    expect(on.favorited).toBe(true)
    expect(on.total_favorites).toBeGreaterThanOrEqual(1)
    expect(await report()).toBe(before + 1)
    const off = await data<{ favorited: boolean; total_favorites: number }>(
      api.get('/newApi/common/add_favorite', { target_type: 'brand', target_id: owner.brandId }, { keys: buyer }),
    )
    expect(off).toEqual({ favorited: false, total_favorites: on.total_favorites - 1 })
    expect(await report()).toBe(before)
  })

  it('rejects bad input naming the field', async () => {
    const keys = await api.loginAs('buyer')
    expect(await rejection(api.get('/newApi/common/add_favorite', { target_type: 'shop', target_id: 1 }, { keys }))).toContain(
      'target_type',
    )
    expect(await rejection(api.get('/newApi/common/add_favorite', { target_type: 'product', target_id: 'x' }, { keys }))).toContain(
      'target_id',
    )
    const missing = await api.get('/newApi/common/add_favorite', { target_type: 'activity', target_id: 999_999 }, { keys, lan: 'cn' })
    expect(missing.body).toMatchObject({ code: 0, data: null })
    expect(missing.body.msg).toContain('target_id')
  })
})

/** Form data with one file in the field `file`. */
function form(bytes: Uint8Array<ArrayBuffer>, name: string, type: string): FormData {
  const body = new FormData()
  body.append('file', new File([bytes], name, { type }))
  return body
}

describe('common/upload', () => {
  // A valid 1×1 transparent PNG.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

  it('needs a login', async () => {
    const res = await api.postForm('/newApi/common/upload', form(png, 'a.png', 'image/png'))
    expect(res.status).toBe(401)
  })

  it('stores a real PNG, records it and serves it back', async () => {
    const keys = await api.loginAs('buyer')
    const res = await data<{ id: number; url: string; mime: string; size: number; filename: string }>(
      api.postForm('/newApi/common/upload', form(png, 'logo.png', 'application/octet-stream'), { keys }),
    )
    const stored = readFileSync(join(dataDir, res.url))
    expect(res).toMatchObject({ mime: 'image/png', size: stored.length, filename: 'logo.png' })
    expect(res.url).toMatch(/^\/uploads\/2026-06\/[0-9a-f]{32}\.png$/)
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 })
    const [row] = await api.db.select().from(uploads).where(eq(uploads.id, res.id))
    expect(row).toMatchObject({ userId: keys.userId, mime: 'image/png', size: stored.length, storagePath: res.url.slice(1) })
    const served = await uploadResponse(res.url)
    expect(served?.headers.get('content-type')).toBe('image/png')
    expect(served?.headers.get('content-disposition')).toBeNull()
    expect(Buffer.from(await served!.arrayBuffer())).toEqual(stored)
  })

  it('re-encodes images: a script after a PNG is not stored', async () => {
    const keys = await api.loginAs('buyer')
    const polyglot = new Uint8Array(Buffer.concat([png, Buffer.from('<script>alert(document.domain)</script>')]))
    const res = await data<{ url: string; size: number }>(
      api.postForm('/newApi/common/upload', form(polyglot, 'x.png', 'image/png'), { keys }),
    )
    const stored = readFileSync(join(dataDir, res.url))
    expect(stored.toString('latin1')).not.toContain('<script>')
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 })
    // A PNG signature on bytes that are no image is refused.
    const broken = new Uint8Array(Buffer.concat([png.subarray(0, 8), Buffer.from('<script>alert(1)</script>'.repeat(4))]))
    expect(await rejection(api.postForm('/newApi/common/upload', form(broken, 'x.png', 'image/png'), { keys }))).toBe(
      'Field file is not a readable image',
    )
  })

  it('serves a PDF as a download and strips bidi controls from the display name', async () => {
    const keys = await api.loginAs('buyer')
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
    const res = await data<{ url: string; filename: string }>(
      api.postForm('/newApi/common/upload', form(pdf, 'invoice\u202Efdp.exe\u2066.pdf', 'application/pdf'), { keys }),
    )
    expect(res.filename).toBe('invoicefdp.exe.pdf')
    const served = await uploadResponse(res.url)
    expect(served?.headers.get('content-type')).toBe('application/pdf')
    expect(served?.headers.get('content-disposition')).toBe('attachment')
  })

  it('rejects a fake, an empty, an oversize or a missing file, naming the field', async () => {
    const keys = await api.loginAs('brand')
    const fake = new TextEncoder().encode('this is just text pretending to be an image')
    expect(await rejection(api.postForm('/newApi/common/upload', form(fake, 'photo.png', 'image/png'), { keys }))).toContain('file')
    const empty = form(new Uint8Array(0), 'empty.png', 'image/png')
    expect(await rejection(api.postForm('/newApi/common/upload', empty, { keys }))).toContain('file')
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(png)
    expect(await rejection(api.postForm('/newApi/common/upload', form(big, 'big.png', 'image/png'), { keys }))).toContain('file')
    expect(await rejection(api.postForm('/newApi/common/upload', new FormData(), { keys }))).toContain('file')
    const text = new FormData()
    text.append('file', 'not a file')
    const cn = await api.postForm('/newApi/common/upload', text, { keys, lan: 'cn' })
    expect(cn.body).toMatchObject({ code: 0, data: null })
    expect(cn.body.msg).toContain('字段 file')
    const [n] = await api.db.select({ n: count() }).from(uploads).where(eq(uploads.userId, keys.userId))
    expect(n!.n).toBe(0)
  })
})
