import { and, asc, eq, gt, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inquiries, products } from '../db/schema'
import { createTestApi, type TestApi } from '../app/test-api.server'

let api: TestApi
let goods: Array<{ id: number; brandId: number }>

beforeAll(async () => {
  api = await createTestApi()
  goods = await api.db
    .selectDistinctOn([products.brandId], { id: products.id, brandId: products.brandId })
    .from(products)
    .where(gt(products.moq, 1))
    .orderBy(asc(products.brandId), asc(products.id))
    .limit(2)
}, 120_000)
afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
})

const contact = { contact_name: 'Li Lei', contact_phone: '+86 138 0000 0000', company: 'Lei Trading', message: 'Common message' }

describe('inquiry terms per brand (postOpbGoodsCar)', () => {
  it('stores target price, incoterm, destination port, required date and a per-brand message', async () => {
    const buyer = await api.loginAs('buyer')
    for (const g of goods) await api.post('/newApi/opbGoods/opbGoodsAddCar', { goods_id: g.id, quantity: 5 }, { keys: buyer })
    const [a, b] = goods as [(typeof goods)[0], (typeof goods)[0]]

    const wrongBrand = await api.post('/newApi/OpbGoods/postOpbGoodsCar', { ...contact, terms: [{ brand_id: 999_999 }] }, { keys: buyer })
    expect(wrongBrand.body).toMatchObject({ code: 0, data: null })
    expect(wrongBrand.body.msg).toContain('terms[0].brand_id')
    const pastDate = await api.post(
      '/newApi/OpbGoods/postOpbGoodsCar',
      { ...contact, terms: [{ brand_id: a.brandId, required_date: '2020-01-01' }] },
      { keys: buyer, lan: 'cn' },
    )
    expect(pastDate.body.code).toBe(0)
    expect(pastDate.body.msg).toContain('terms[0].required_date')
    expect(pastDate.body.msg).toMatch(/[\u4e00-\u9fff]/)
    const badTerm = await api.post(
      '/newApi/OpbGoods/postOpbGoodsCar',
      { ...contact, terms: [{ brand_id: a.brandId, incoterm: 'XYZ' }] },
      { keys: buyer },
    )
    expect(badTerm.body.code).toBe(0)
    expect(badTerm.body.msg).toContain('incoterm')

    const res = await api.post(
      '/newApi/OpbGoods/postOpbGoodsCar',
      {
        ...contact,
        terms: [
          {
            brand_id: a.brandId,
            target_price: 55_250,
            incoterm: 'CIF',
            destination_port: 'Shanghai',
            required_date: '2026-09-30',
            message: 'For A only',
          },
          { brand_id: b.brandId, destination_port: 'Rotterdam' },
        ],
      },
      { keys: buyer },
    )
    expect(res.body.code).toBe(1)
    const ids = (res.body.data as { inquiry_ids: Array<number> }).inquiry_ids
    const stored = await api.db
      .select()
      .from(inquiries)
      .where(and(inArray(inquiries.id, ids), eq(inquiries.userId, buyer.userId)))
    const forA = stored.find((i) => i.brandId === a.brandId)!
    const forB = stored.find((i) => i.brandId === b.brandId)!
    expect(forA).toMatchObject({
      targetPrice: 55_250,
      incoterm: 'CIF',
      destinationPort: 'Shanghai',
      requiredDate: '2026-09-30',
      message: 'For A only',
    })
    expect(forB).toMatchObject({
      targetPrice: null,
      incoterm: null,
      destinationPort: 'Rotterdam',
      requiredDate: null,
      message: 'Common message',
    })
  })
})

describe('opbGoodsList unit filter', () => {
  it('lists only products sold in that unit', async () => {
    const res = await api.get('/newApi/OpbGoods/opbGoodsList', { unit: 'tonne', page_size: 50 })
    expect(res.body.code).toBe(1)
    const data = res.body.data as { list: Array<{ unit: string }>; total: number }
    expect(data.total).toBeGreaterThan(0)
    expect(data.list.every((p) => p.unit === 'tonne')).toBe(true)
  })
})
