import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi, expectData as data, type TestApi } from '../app/test-api.server'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
}, 120_000)
afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- the server must have logged no unexpected errors
  expect(api.errors).toEqual([])
  await api.close()
})

type Favourites = {
  brands: Array<{ id: number; name: string; country: { code: string }; favorited_at: string }>
  products: Array<{ id: number; name: string; brand: { id: number }; certifications: Array<string>; favorited_at: string }>
}

describe('common/favoriteList', () => {
  it('needs a login', async () => {
    const res = await api.get('/newApi/common/favoriteList', {})
    expect(res.status).toBe(401)
  })

  it("lists the caller's saved brands and products, newest first, in the request's language, and follows toggles", async () => {
    const keys = await api.loginAs('buyer')
    const empty = await data<Favourites>(api.get('/newApi/common/favoriteList', {}, { keys }))
    expect(empty).toEqual({ brands: [], products: [] })

    for (const [type, id] of [
      ['brand', 3],
      ['product', 40],
      ['brand', 7],
    ] as const) {
      await data(api.get('/newApi/common/add_favorite', { target_type: type, target_id: id }, { keys }))
    }
    const en = await data<Favourites>(api.get('/newApi/common/favoriteList', {}, { keys }))
    expect(en.brands.map((b) => b.id).toSorted()).toEqual([3, 7])
    expect(en.products.map((p) => p.id)).toEqual([40])
    expect(en.brands[0]!.favorited_at >= en.brands[1]!.favorited_at).toBe(true)
    const cn = await data<Favourites>(api.get('/newApi/common/favoriteList', {}, { keys, lan: 'cn' }))
    expect(cn.brands.some((b) => /[\u4e00-\u9fff]/.test(b.name))).toBe(true)

    // A second toggle removes it; another buyer sees nothing of this one's list.
    await data(api.get('/newApi/common/add_favorite', { target_type: 'brand', target_id: 3 }, { keys }))
    const after = await data<Favourites>(api.get('/newApi/common/favoriteList', {}, { keys }))
    expect(after.brands.map((b) => b.id)).toEqual([7])
    const other = await api.loginAs('buyer')
    expect(await data<Favourites>(api.get('/newApi/common/favoriteList', {}, { keys: other }))).toEqual({ brands: [], products: [] })
  })
})
