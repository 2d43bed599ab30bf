import { describe, expect, it } from 'vitest'
import { brandListDeps, brandSearchSchema, exportBrandSearchSchema, newBrandSearchSchema } from './search'

describe('brand search params', () => {
  it('keeps valid params with their types, drops invalid ones (undefined) and unknown ones', () => {
    const out = brandSearchSchema.parse({
      id: 'x',
      page: '2',
      sort: 'name',
      cert: 'nope',
      export: 'true',
      q: ' 12 ',
      country: 'ecu',
      utm: 1,
    })
    expect(out).toStrictEqual({
      id: undefined,
      q: '12',
      country: undefined,
      cert: undefined,
      export: true,
      sort: 'name',
      page: 2,
    })
  })
  it('coerces numbers, bounds the page, accepts the router’s JSON-parsed values', () => {
    expect(brandSearchSchema.parse({ id: 12, category: '7', page: 10_000, cert: 'halal', export: 1, q: 123, country: 'EC' })).toMatchObject(
      {
        id: 12,
        category: 7,
        page: 10_000,
        cert: 'halal',
        export: true,
        q: '123',
        country: 'EC',
      },
    )
    expect(brandSearchSchema.parse({ page: 10_001, id: 0, category: 1.5, export: 'no', sort: 'bogus', q: '   ' })).toStrictEqual({
      id: undefined,
      q: undefined,
      category: undefined,
      export: undefined,
      sort: undefined,
      page: undefined,
    })
    expect(brandSearchSchema.parse({ q: ` ${'x'.repeat(100)} `, country: 'ec' })).toEqual({ q: 'x'.repeat(100), country: 'EC' })
    expect(brandSearchSchema.parse({ q: 'x'.repeat(101) }).q).toBeUndefined()
    expect(brandSearchSchema.parse({ q: '\u0001' }).q).toBeUndefined()
  })
  it('fills the list defaults', () => {
    expect(brandListDeps(brandSearchSchema.parse({}))).toEqual({ sort: 'recommended', page: 1 })
    expect(brandListDeps({ ...newBrandSearchSchema.parse({ sort: 'name' }), sort: 'newest' })).toMatchObject({ sort: 'newest' })
    expect(brandListDeps({ ...exportBrandSearchSchema.parse({ export: 'no' }), export: true })).toMatchObject({ export: true })
  })
  it('/newBrand and /export/brandList do not take the param their page fixes', () => {
    expect(newBrandSearchSchema.parse({ id: 3, sort: 'name', q: 'tea' })).toStrictEqual({ q: 'tea' })
    expect(exportBrandSearchSchema.parse({ id: 3, export: 1, q: 'tea' })).toStrictEqual({ q: 'tea' })
  })
})
