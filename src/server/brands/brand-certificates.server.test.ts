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

type Profile = {
  certifications: Array<string>
  certificates: Array<{ type: string; issuer: string; number: string; valid_from: string; valid_to: string; product_count: number }>
}

describe('brand profile certificates (api_v2 Brand/getBrandViewInfo)', () => {
  it("lists the brand's products' certificates valid today, with issuer, number and expiry, soonest expiry first", async () => {
    let checked = 0
    for (let id = 1; id <= 20; id++) {
      const profile = await data<Profile>(api.get('/newApi/api_v2/Brand/getBrandViewInfo', { brand_id: id }))
      for (const cert of profile.certificates) {
        expect(cert.issuer.length).toBeGreaterThan(0)
        expect(cert.number.length).toBeGreaterThan(0)
        expect(cert.valid_to >= cert.valid_from).toBe(true)
        expect(cert.product_count).toBeGreaterThan(0)
      }
      const expiries = profile.certificates.map((c) => c.valid_to)
      expect(expiries).toEqual(expiries.toSorted())
      checked += profile.certificates.length
    }
    expect(checked).toBeGreaterThan(0)
  })
})
