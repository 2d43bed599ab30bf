import { and, asc, count, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brands, categories, certificates, idempotencyKeys, inquiries, inquiryItems, products } from '../db/schema'
import { createTestApi, type Keys, type TestApi } from '../app/test-api.server'

type Product = {
  id: number
  name: string
  category_id: number
  brand: { id: number; name: string; logo: string }
  origin: { code: string; name: string }
  moq: number
  price_min: number
  price_max: number
  currency: string
  image: string | null
  certifications: Array<string>
}
type Paged<T> = { list: Array<T>; total: number; page: number; page_size: number }
type CartLine = { cart_id: number; goods_id: number; quantity: number; moq: number; below_moq: boolean; brand: { id: number } }
type Cart = {
  list: Array<CartLine>
  brands: Array<{ brand: { id: number }; item_count: number; total_quantity: number; estimated: Array<{ min: number; max: number }> }>
  item_count: number
  total_quantity: number
}

let api: TestApi
/** A product whose certificates the tests control: one valid, one expired, one not yet valid. */
let certified: { id: number; nameEn: string; nameZh: string; categoryId: number; brandId: number }
/** Two products of different brands with MOQ > 1, for the cart. */
let goodsA: { id: number; moq: number; brandId: number }
let goodsB: { id: number; moq: number; brandId: number }

beforeAll(async () => {
  api = await createTestApi()
  const [p] = await api.db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameZh: products.nameZh,
      categoryId: products.categoryId,
      brandId: products.brandId,
    })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1)
  certified = p!
  await api.db.delete(certificates).where(eq(certificates.productId, certified.id))
  await api.db.insert(certificates).values([
    {
      productId: certified.id,
      type: 'kosher',
      issuer: 'Test Valid Issuer',
      number: 'TEST-VALID',
      validFrom: '2026-01-01',
      validTo: '2026-06-15',
    },
    {
      productId: certified.id,
      type: 'halal',
      issuer: 'Test Old Issuer',
      number: 'TEST-EXPIRED',
      validFrom: '2024-01-01',
      validTo: '2026-06-14',
    },
    {
      productId: certified.id,
      type: 'organic',
      issuer: 'Test Future Issuer',
      number: 'TEST-FUTURE',
      validFrom: '2026-06-16',
      validTo: '2028-01-01',
    },
  ])
  const rows = await api.db
    .selectDistinctOn([products.brandId], { id: products.id, moq: products.moq, brandId: products.brandId })
    .from(products)
    .where(and(gt(products.moq, 1), sql`${products.id} <> ${certified.id}`))
    .orderBy(asc(products.brandId), asc(products.id))
    .limit(2)
  goodsA = rows[0]!
  goodsB = rows[1]!
}, 120_000)
afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
})

describe('OpbGoods/getSelectOpbGoodsOption', () => {
  const path = '/newApi/OpbGoods/getSelectOpbGoodsOption'
  type Options = {
    categories: Array<{ id: number; name: string; product_count: number; children: Array<{ id: number; product_count: number }> }>
    countries: Array<{ code: string; name: string; product_count: number }>
    certificate_types: Array<{ value: string; name: string }>
    units: Array<{ value: string; name: string }>
    price_range: { min: number; max: number; currency: string }
  }

  it('answers categories and countries with product counts, certificate types, units and the price range', async () => {
    const res = await api.get(path)
    expect(res.body.code).toBe(1)
    const data = res.body.data as Options
    const [total] = await api.db.select({ n: count() }).from(products)
    expect(data.categories.length).toBeGreaterThan(1)
    expect(data.categories.some((c) => c.children.length > 0)).toBe(true)
    expect(data.categories.reduce((sum, c) => sum + c.product_count, 0)).toBe(total!.n)
    for (const c of data.categories) {
      expect(c.product_count).toBeGreaterThanOrEqual(c.children.reduce((sum, k) => sum + k.product_count, 0))
    }
    expect(data.countries.reduce((sum, c) => sum + c.product_count, 0)).toBe(total!.n)
    expect(data.certificate_types.map((t) => t.value)).toContain('halal')
    expect(data.units.length).toBeGreaterThan(0)
    const [range] = await api.db
      .select({ min: sql<number>`min(${products.priceMin})`.mapWith(Number), max: sql<number>`max(${products.priceMax})`.mapWith(Number) })
      .from(products)
    expect(data.price_range.min).toBeGreaterThanOrEqual(range!.min)
    expect(data.price_range.max).toBeLessThanOrEqual(range!.max)
    expect(data.price_range.min).toBeLessThan(data.price_range.max)

    const cn = (await api.get(path, {}, { lan: 'cn' })).body.data as Options
    expect(cn.categories[0]!.name).toMatch(/[\u4e00-\u9fff]/)
    expect(cn.certificate_types.find((t) => t.value === 'halal')?.name).toMatch(/[\u4e00-\u9fff]/)
  })

  it('ignores unknown params and rejects a malformed query through the pipeline', async () => {
    const res = await api.get(path, { anything: 'x' })
    expect(res.body.code).toBe(1)
    const bad = await api.post(path, {})
    expect(bad.status).toBe(404)
  })
})

describe('OpbGoods/opbGoodsList', () => {
  const path = '/newApi/OpbGoods/opbGoodsList'
  const list = async (query: Record<string, unknown>, lan: 'en' | 'cn' = 'en') => {
    const res = await api.get(path, query, { lan })
    expect(res.body.code).toBe(1)
    return res.body.data as Paged<Product>
  }

  it('lists products with brand, origin, price range, image and only valid certificate types', async () => {
    const data = await list({ page_size: 10 })
    const [total] = await api.db.select({ n: count() }).from(products)
    expect(data.total).toBe(total!.n)
    expect(data.list).toHaveLength(10)
    const item = data.list[0]!
    expect(item.brand.name).toBeTruthy()
    expect(item.origin.code).toMatch(/^[A-Z]{2}$/)
    expect(item.price_min).toBeLessThanOrEqual(item.price_max)
    expect(item.currency).toMatch(/^[A-Z]{3}$/)

    const mine = await list({ keyword: certified.nameEn, brand_id: certified.brandId, page_size: 100 })
    const found = mine.list.find((p) => p.id === certified.id)
    expect(found?.certifications).toEqual(['kosher'])

    const cn = await list({ keyword: certified.nameZh, brand_id: certified.brandId, page_size: 100 }, 'cn')
    expect(cn.list.find((p) => p.id === certified.id)?.name).toBe(certified.nameZh)
  })

  it('filters by certificate valid today only', async () => {
    const kosher = await list({ certification: 'kosher', keyword: certified.nameEn, brand_id: certified.brandId, page_size: 100 })
    expect(kosher.list.map((p) => p.id)).toContain(certified.id)
    for (const type of ['halal', 'organic']) {
      const other = await list({ certification: type, keyword: certified.nameEn, brand_id: certified.brandId, page_size: 100 })
      expect(other.list.map((p) => p.id)).not.toContain(certified.id)
      expect(other.list.every((p) => p.certifications.includes(type))).toBe(true)
    }
  })

  it('filters by a top-level category including its children, origin, brand, price and MOQ', async () => {
    const [parent] = await api.db
      .select({ id: categories.parentId })
      .from(categories)
      .where(isNotNull(categories.parentId))
      .orderBy(asc(categories.id))
      .limit(1)
    const childIds = (await api.db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, parent!.id!))).map(
      (c) => c.id,
    )
    const [expected] = await api.db
      .select({ n: count() })
      .from(products)
      .where(inArray(products.categoryId, [parent!.id!, ...childIds]))
    const byParent = await list({ category_id: parent!.id, page_size: 100 })
    expect(byParent.total).toBe(expected!.n)
    expect(byParent.list.every((p) => [parent!.id, ...childIds].includes(p.category_id))).toBe(true)

    const sample = byParent.list[0]!
    const byOrigin = await list({ country_code: sample.origin.code, page_size: 50 })
    expect(byOrigin.list.every((p) => p.origin.code === sample.origin.code)).toBe(true)
    const byBrand = await list({ brand_id: sample.brand.id, page_size: 50 })
    expect(byBrand.total).toBeGreaterThan(0)
    expect(byBrand.list.every((p) => p.brand.id === sample.brand.id)).toBe(true)

    const priced = await list({ price_min: 5000, price_max: 20000, moq_max: 100, page_size: 100 })
    expect(priced.list.every((p) => p.price_max >= 5000 && p.price_min <= 20000 && p.moq <= 100)).toBe(true)
  })

  it('matches keywords in either language over product and brand names; wildcards are not words', async () => {
    const [brand] = await api.db.select({ id: brands.id, nameZh: brands.nameZh }).from(brands).orderBy(asc(brands.id)).limit(1)
    const byBrandName = await list({ keyword: brand!.nameZh, page_size: 100 })
    expect(byBrandName.list.some((p) => p.brand.id === brand!.id)).toBe(true)
    expect((await list({ keyword: '%_%' })).total).toBe(0)
    // Punctuation separates words: "100%_" searches the word 100.
    expect((await list({ keyword: '100%_' })).total).toBe((await list({ keyword: '100' })).total)
  })

  it('sorts by price, newest and popularity', async () => {
    const cheapest = await list({ sort: 'price_asc', page_size: 30 })
    const prices = cheapest.list.map((p) => p.price_min)
    expect(prices).toEqual(prices.toSorted((a, b) => a - b))
    const dearest = await list({ sort: 'price_desc', page_size: 30 })
    const descPrices = dearest.list.map((p) => p.price_min)
    expect(descPrices).toEqual(descPrices.toSorted((a, b) => b - a))
    expect(descPrices[0]).toBeGreaterThanOrEqual(prices.at(-1)!)
    const recommended = await list({ page_size: 20, page: 2 })
    expect(recommended.list).toHaveLength(20)
  })

  it('recommends export-ready brands first, by brand sort then views, and follows a brand change', async () => {
    const expected = await api.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .orderBy(sql`${brands.exportReady} desc, ${brands.sort}, ${products.views} desc, ${products.id}`)
      .limit(20)
      .offset(20)
    expect((await list({ page: 2, page_size: 20 })).list.map((p) => p.id)).toEqual(expected.map((row) => row.id))

    // The copies of the brand's order keys on its products follow an update of the brand.
    const [last] = await api.db
      .select({ id: brands.id, sort: brands.sort, exportReady: brands.exportReady })
      .from(brands)
      .orderBy(sql`${brands.sort} desc`)
      .limit(1)
    await api.db.update(brands).set({ sort: -1, exportReady: true }).where(eq(brands.id, last!.id))
    api.server.cache.clear()
    expect((await list({ page_size: 1 })).list[0]!.brand.id).toBe(last!.id)
    await api.db.update(brands).set({ sort: last!.sort, exportReady: last!.exportReady }).where(eq(brands.id, last!.id))
    api.server.cache.clear()
  })

  it('rejects bad input naming the field', async () => {
    for (const [query, field] of [
      [{ page_size: 101 }, 'page_size'],
      [{ sort: 'random' }, 'sort'],
      [{ certification: 'gold' }, 'certification'],
      [{ country_code: 'china' }, 'country_code'],
      [{ price_min: -1 }, 'price_min'],
      [{ category_id: 'x' }, 'category_id'],
    ] as const) {
      const res = await api.get(path, query)
      expect(res.body).toMatchObject({ code: 0, data: null })
      expect(res.body.msg).toContain(field)
    }
  })
})

describe('opbGoods/getOpbGoodsView', () => {
  const path = '/newApi/opbGoods/getOpbGoodsView'
  type View = {
    id: number
    name: string
    description: string
    spec: string
    images: Array<string>
    category: { id: number; name: string; parent: { id: number; name: string } | null }
    brand: { id: number; name: string; country: { code: string } }
    certificates: Array<{ type: string; issuer: string; number: string; valid_from: string; valid_to: string }>
    related: Array<Product>
  }

  it('answers the product with brand, valid certificates only and related products', async () => {
    const res = await api.get(path, { goods_id: certified.id })
    expect(res.body.code).toBe(1)
    const data = res.body.data as View
    expect(data.id).toBe(certified.id)
    expect(data.name).toBe(certified.nameEn)
    expect(data.description).toBeTruthy()
    expect(data.spec).toBeTruthy()
    expect(Array.isArray(data.images)).toBe(true)
    expect(data.certificates).toEqual([
      {
        id: expect.any(Number),
        type: 'kosher',
        issuer: 'Test Valid Issuer',
        number: 'TEST-VALID',
        valid_from: '2026-01-01',
        valid_to: '2026-06-15',
      },
    ])
    expect(data.related.length).toBeGreaterThan(0)
    expect(data.related.length).toBeLessThanOrEqual(6)
    expect(data.related.every((p) => p.category_id === certified.categoryId && p.id !== certified.id)).toBe(true)

    const cn = (await api.get(path, { goods_id: certified.id }, { lan: 'cn' })).body.data as View
    expect(cn.name).toBe(certified.nameZh)
    expect(cn.category.name).toMatch(/[\u4e00-\u9fff]/)
  })

  it('rejects a bad or unknown goods_id naming it', async () => {
    const bad = await api.get(path, { goods_id: '1.5' })
    expect(bad.body).toMatchObject({ code: 0, data: null })
    expect(bad.body.msg).toContain('goods_id')
    const unknown = await api.get(path, { goods_id: 999_999 })
    expect(unknown.body).toMatchObject({ code: 0, data: null })
    expect(unknown.body.msg).toContain('goods_id')
  })
})

async function cart(keys: Keys) {
  const res = await api.get('/newApi/OpbGoods/opbGoodsCar', {}, { keys })
  expect(res.body.code).toBe(1)
  return res.body.data as Cart
}

describe('the inquiry cart', () => {
  let buyer: Keys & { userId: number }
  let other: Keys & { userId: number }

  beforeAll(async () => {
    buyer = await api.loginAs('buyer')
    other = await api.loginAs('buyer')
  })

  it('needs a login for every cart call, and a non-brand account to add', async () => {
    for (const [method, path] of [
      ['POST', '/newApi/opbGoods/opbGoodsAddCar'],
      ['GET', '/newApi/OpbGoods/opbGoodsCar'],
      ['POST', '/newApi/OpbGoods/opbGoodsChangeCar'],
      ['POST', '/newApi/OpbGoods/postOpbGoodsCarDelete'],
      ['POST', '/newApi/OpbGoods/postOpbGoodsCarBefore'],
      ['POST', '/newApi/OpbGoods/postOpbGoodsCar'],
    ] as const) {
      const res = method === 'GET' ? await api.get(path) : await api.post(path, {})
      expect(res.status).toBe(401)
    }
    const brand = await api.loginAs('brand')
    const forbidden = await api.post('/newApi/opbGoods/opbGoodsAddCar', { goods_id: goodsA.id, quantity: 1 }, { keys: brand })
    expect(forbidden.status).toBe(403)
    expect((await cart(brand)).item_count).toBe(0)

    const newcomer = await api.loginAs('none')
    const added = await api.post('/newApi/opbGoods/opbGoodsAddCar', { goods_id: goodsA.id, quantity: 3 }, { keys: newcomer })
    expect(added.body.code).toBe(1)
    expect((await cart(newcomer)).total_quantity).toBe(3)
  })

  it('adds products, increasing the quantity of one already there, and flags quantities below MOQ', async () => {
    const first = await api.post('/newApi/opbGoods/opbGoodsAddCar', { goods_id: goodsA.id, quantity: 1 }, { keys: buyer })
    expect(first.body.code).toBe(1)
    expect(first.body.data).toMatchObject({
      goods_id: goodsA.id,
      quantity: 1,
      moq: goodsA.moq,
      below_moq: true,
      item_count: 1,
      total_quantity: 1,
    })
    const again = await api.post('/newApi/opbGoods/opbGoodsAddCar', { goods_id: goodsA.id, quantity: goodsA.moq }, { keys: buyer })
    expect(again.body.data).toMatchObject({ quantity: goodsA.moq + 1, below_moq: false, item_count: 1 })
    const second = await api.post('/newApi/opbGoods/opbGoodsAddCar', { goods_id: goodsB.id, quantity: goodsB.moq }, { keys: buyer })
    expect(second.body.data).toMatchObject({ item_count: 2, total_quantity: goodsA.moq + 1 + goodsB.moq, below_moq: false })

    const data = await cart(buyer)
    expect(data.list.map((l) => l.goods_id)).toEqual([goodsA.id, goodsB.id])
    expect(data.brands).toHaveLength(2)
    expect(data.brands[0]!.total_quantity).toBe(goodsA.moq + 1)
    expect(data.brands[0]!.estimated[0]!.min).toBeLessThanOrEqual(data.brands[0]!.estimated[0]!.max)
    const cn = await api.get('/newApi/OpbGoods/opbGoodsCar', {}, { keys: buyer, lan: 'cn' })
    expect((cn.body.data as { list: Array<{ name: string }> }).list[0]!.name).toMatch(/[\u4e00-\u9fff]/)
    expect((await cart(other)).item_count).toBe(0)
  })

  it('answers a repeated idempotency key with the first answer without adding again', async () => {
    const body = { goods_id: goodsB.id, quantity: 5, idempotency_key: 'retry-1' }
    const before = (await cart(buyer)).total_quantity
    const first = await api.post('/newApi/opbGoods/opbGoodsAddCar', body, { keys: buyer })
    const retry = await api.post('/newApi/opbGoods/opbGoodsAddCar', body, { keys: buyer })
    expect(retry.body.data).toEqual(first.body.data)
    expect((await cart(buyer)).total_quantity).toBe(before + 5)
    // the same key of another user is another key
    const theirs = await api.post('/newApi/opbGoods/opbGoodsAddCar', body, { keys: other })
    expect(theirs.body.data).toMatchObject({ quantity: 5, item_count: 1 })
  })

  it('keeps idempotency keys in the database: concurrent replays add once, a failed add frees its key', async () => {
    const body = { goods_id: goodsA.id, quantity: 2, idempotency_key: 'offline-queue-7' }
    const before = (await cart(buyer)).total_quantity
    const answers = await Promise.all([1, 2, 3].map(() => api.post('/newApi/opbGoods/opbGoodsAddCar', body, { keys: buyer })))
    expect(new Set(answers.map((res) => JSON.stringify(res.body.data))).size).toBe(1)
    expect((await cart(buyer)).total_quantity).toBe(before + 2)
    const stored = await api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'offline-queue-7'))
    expect(stored).toHaveLength(1)
    expect(stored[0]!.answer).toEqual(answers[0]!.body.data)

    const failing = { goods_id: 999_999, quantity: 1, idempotency_key: 'fails-first' }
    expect((await api.post('/newApi/opbGoods/opbGoodsAddCar', failing, { keys: buyer })).body.code).toBe(0)
    expect(await api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'fails-first'))).toHaveLength(0)
    const retried = await api.post('/newApi/opbGoods/opbGoodsAddCar', { ...failing, goods_id: goodsA.id }, { keys: buyer })
    expect(retried.body).toMatchObject({ code: 1, data: { goods_id: goodsA.id } })
  })

  it('rejects bad adds naming the field', async () => {
    for (const [body, field] of [
      [{ goods_id: goodsA.id, quantity: 0 }, 'quantity'],
      [{ goods_id: goodsA.id, quantity: 1.5 }, 'quantity'],
      [{ goods_id: goodsA.id, quantity: 1_000_001 }, 'quantity'],
      [{ quantity: 1 }, 'goods_id'],
      [{ goods_id: 999_999, quantity: 1 }, 'goods_id'],
      [{ goods_id: goodsA.id, quantity: 1, idempotency_key: 'k'.repeat(65) }, 'idempotency_key'],
    ] as const) {
      const res = await api.post('/newApi/opbGoods/opbGoodsAddCar', body, { keys: buyer })
      expect(res.body).toMatchObject({ code: 0, data: null })
      expect(res.body.msg).toContain(field)
    }
    const overflow = await api.post('/newApi/opbGoods/opbGoodsAddCar', { goods_id: goodsA.id, quantity: 1_000_000 }, { keys: buyer })
    expect(overflow.body.code).toBe(0)
    expect(overflow.body.msg).toContain('quantity')
  })

  it('changes a quantity and stores a drag-sorted order, only on the caller’s own lines', async () => {
    const lines = (await cart(buyer)).list
    const changed = await api.post('/newApi/OpbGoods/opbGoodsChangeCar', { cart_id: lines[0]!.cart_id, quantity: 1 }, { keys: buyer })
    expect(changed.body.code).toBe(1)
    expect(changed.body.data).toMatchObject({ below_moq: true })
    expect((await cart(buyer)).list[0]!.quantity).toBe(1)

    const reversed = lines.map((l) => l.cart_id).toReversed()
    const sorted = await api.post('/newApi/OpbGoods/opbGoodsChangeCar', { order: reversed }, { keys: buyer })
    expect(sorted.body.code).toBe(1)
    expect((await cart(buyer)).list.map((l) => l.cart_id)).toEqual(reversed)

    const partial = await api.post('/newApi/OpbGoods/opbGoodsChangeCar', { order: [reversed[0]] }, { keys: buyer })
    expect(partial.body.code).toBe(0)
    expect(partial.body.msg).toContain('order')
    const theirs = (await cart(other)).list[0]!.cart_id
    const foreign = await api.post('/newApi/OpbGoods/opbGoodsChangeCar', { cart_id: theirs, quantity: 9 }, { keys: buyer })
    expect(foreign.body).toMatchObject({ code: 0, data: null })
    expect(foreign.body.msg).toContain('cart_id')
    expect((await cart(other)).list[0]!.quantity).toBe(5)
    const bad = await api.post('/newApi/OpbGoods/opbGoodsChangeCar', { cart_id: lines[0]!.cart_id, quantity: -1 }, { keys: buyer })
    expect(bad.body.msg).toContain('quantity')
    const none = await api.post('/newApi/OpbGoods/opbGoodsChangeCar', {}, { keys: buyer })
    expect(none.body.code).toBe(0)
    expect(none.body.msg).toContain('cart_id')
  })

  it('summarises the selection per brand with estimates and warnings before submitting', async () => {
    const lines = (await cart(buyer)).list
    const res = await api.post('/newApi/OpbGoods/postOpbGoodsCarBefore', {}, { keys: buyer })
    expect(res.body.code).toBe(1)
    type Before = {
      brands: Array<{
        brand: { id: number; country: { code: string } }
        items: Array<CartLine>
        estimated: Array<{ min: number; max: number }>
        warnings: Array<{ code: string }>
      }>
      warnings: Array<{ code: string; cart_id: number; message: string }>
      brand_count: number
      item_count: number
    }
    const data = res.body.data as Before
    expect(data.brand_count).toBe(2)
    expect(data.item_count).toBe(lines.length)
    const lineA = lines.find((l) => l.goods_id === goodsA.id)!
    const groupA = data.brands.find((b) => b.brand.id === goodsA.brandId)!
    const [productA] = await api.db.select().from(products).where(eq(products.id, goodsA.id))
    expect(groupA.estimated).toEqual([{ currency: productA!.currency, min: productA!.priceMin, max: productA!.priceMax }])
    expect(groupA.warnings.map((w) => w.code)).toEqual(['below_moq'])
    expect(data.warnings.find((w) => w.cart_id === lineA.cart_id)?.message).toContain(String(goodsA.moq))

    const gone = await api.post(
      '/newApi/OpbGoods/postOpbGoodsCarBefore',
      { cart_ids: [lineA.cart_id, 999_999] },
      { keys: buyer, lan: 'cn' },
    )
    const goneData = gone.body.data as Before
    expect(goneData.item_count).toBe(1)
    expect(goneData.warnings.find((w) => w.cart_id === 999_999)).toMatchObject({ code: 'unavailable' })
    expect(goneData.warnings[0]!.message).toMatch(/[\u4e00-\u9fff]/)

    const bad = await api.post('/newApi/OpbGoods/postOpbGoodsCarBefore', { cart_ids: [] }, { keys: buyer })
    expect(bad.body).toMatchObject({ code: 0, data: null })
    expect(bad.body.msg).toContain('cart_ids')
  })

  it('submits the selection as one inquiry per brand and removes it from the cart', async () => {
    const contact = {
      message: 'Please quote CIF Shanghai',
      contact_name: 'Li Lei',
      contact_phone: '+86 138-0000-0000',
      company: 'Lei Trading',
    }
    const badPhone = await api.post('/newApi/OpbGoods/postOpbGoodsCar', { ...contact, contact_phone: 'call me' }, { keys: buyer })
    expect(badPhone.body).toMatchObject({ code: 0, data: null })
    expect(badPhone.body.msg).toContain('contact_phone')
    const noName = await api.post('/newApi/OpbGoods/postOpbGoodsCar', { ...contact, contact_name: ' ' }, { keys: buyer })
    expect(noName.body.msg).toContain('contact_name')
    const foreign = await api.post(
      '/newApi/OpbGoods/postOpbGoodsCar',
      { ...contact, cart_ids: [(await cart(other)).list[0]!.cart_id] },
      { keys: buyer },
    )
    expect(foreign.body.code).toBe(0)
    expect(foreign.body.msg).toContain('cart_ids')

    const lines = (await cart(buyer)).list
    const res = await api.post('/newApi/OpbGoods/postOpbGoodsCar', contact, { keys: buyer })
    expect(res.body.code).toBe(1)
    const data = res.body.data as { inquiry_ids: Array<number>; brand_count: number; item_count: number }
    expect(data.brand_count).toBe(2)
    expect(data.item_count).toBe(lines.length)
    const stored = await api.db.select().from(inquiries).where(inArray(inquiries.id, data.inquiry_ids))
    expect(stored.map((i) => i.brandId).toSorted()).toEqual([goodsA.brandId, goodsB.brandId].toSorted())
    expect(
      stored.every(
        (i) =>
          i.userId === buyer.userId &&
          i.message === 'Please quote CIF Shanghai' &&
          i.contactName === 'Li Lei' &&
          i.contactPhone === '+86 138-0000-0000' &&
          i.company === 'Lei Trading',
      ),
    ).toBe(true)
    const items = await api.db.select().from(inquiryItems).where(inArray(inquiryItems.inquiryId, data.inquiry_ids))
    expect(items.map((i) => i.productId).toSorted()).toEqual(lines.map((l) => l.goods_id).toSorted())
    expect((await cart(buyer)).item_count).toBe(0)

    const empty = await api.post('/newApi/OpbGoods/postOpbGoodsCar', contact, { keys: buyer })
    expect(empty.body).toMatchObject({ code: 0, data: null })
    expect(empty.body.msg).toContain('cart_ids')
  })

  it('deletes only the caller’s lines', async () => {
    await api.post('/newApi/opbGoods/opbGoodsAddCar', { goods_id: goodsA.id, quantity: 1 }, { keys: buyer })
    const mine = (await cart(buyer)).list[0]!.cart_id
    const theirs = (await cart(other)).list[0]!.cart_id
    const res = await api.post('/newApi/OpbGoods/postOpbGoodsCarDelete', { cart_ids: [mine, theirs] }, { keys: buyer })
    expect(res.body.data).toEqual({ deleted: 1, item_count: 0, total_quantity: 0 })
    expect((await cart(buyer)).item_count).toBe(0)
    expect((await cart(other)).item_count).toBe(1)
    const bad = await api.post('/newApi/OpbGoods/postOpbGoodsCarDelete', { cart_ids: [] }, { keys: buyer })
    expect(bad.body).toMatchObject({ code: 0, data: null })
    expect(bad.body.msg).toContain('cart_ids')
    const tooMany = await api.post(
      '/newApi/OpbGoods/postOpbGoodsCarDelete',
      { cart_ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      { keys: buyer },
    )
    expect(tooMany.body.msg).toContain('cart_ids')
  })
})
