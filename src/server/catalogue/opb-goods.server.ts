import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { CERTIFICATE_TYPES, getOpbGoodsFacets, getOpbGoodsView, getSelectOpbGoodsOption, opbGoodsList } from '../../api/contract/opb-goods'
import { brands, categories, certificates, countries, products } from '../db/schema'
import { ApiError, handle, pick, type BoundHandler } from '../http/handler'
import { readCounts } from '../db/counts.server'
import { keywordOrigin } from '../search/search.server'
import {
  CERTIFICATE_NAMES,
  listProducts,
  productFacetCounts,
  productListPage,
  unitName,
  validOn,
  type ProductFilters,
} from './products.server'

/** The filters of a product list's input (opbGoodsList, getOpbGoodsFacets). */
function productFilters(input: {
  category_id?: number
  country_code?: string
  brand_id?: number
  price_min?: number
  price_max?: number
  moq_max?: number
  unit?: string
  certification?: string
}): ProductFilters {
  return {
    categoryId: input.category_id || undefined,
    countryCode: input.country_code || undefined,
    brandId: input.brand_id || undefined,
    priceMin: input.price_min,
    priceMax: input.price_max,
    moqMax: input.moq_max,
    unit: input.unit || undefined,
    certification: input.certification || undefined,
  }
}

export const handlers: Array<BoundHandler> = [
  handle(getSelectOpbGoodsOption, async (_input, { db, lan }) => {
    const [categoryRows, counts, countryRows, unitRows, priceRows] = await Promise.all([
      db
        .select({ id: categories.id, parentId: categories.parentId, nameEn: categories.nameEn, nameZh: categories.nameZh })
        .from(categories)
        .orderBy(asc(categories.sort), asc(categories.id)),
      readCounts(db, ['products.category', 'products.origin']),
      db
        .select({ code: countries.code, nameEn: countries.nameEn, nameZh: countries.nameZh })
        .from(countries)
        .orderBy(asc(countries.sort), asc(countries.code)),
      db.selectDistinct({ unit: products.unit }).from(products).orderBy(asc(products.unit)),
      db
        .select({
          currency: products.currency,
          min: sql<number>`min(${products.priceMin})`.mapWith(Number),
          max: sql<number>`max(${products.priceMax})`.mapWith(Number),
          n: count(),
        })
        .from(products)
        .groupBy(products.currency)
        .orderBy(desc(count()))
        .limit(1),
    ])
    const byCategory = counts.get('products.category')
    const byOrigin = counts.get('products.origin')
    const productCount = { get: (categoryId: number) => byCategory?.get(String(categoryId)) }
    const children = new Map<number, Array<(typeof categoryRows)[number]>>()
    for (const row of categoryRows) {
      if (row.parentId === null) continue
      const list = children.get(row.parentId)
      if (list) list.push(row)
      else children.set(row.parentId, [row])
    }
    const price = priceRows[0]
    return {
      categories: categoryRows
        .filter((row) => row.parentId === null)
        .map((row) => {
          const kids = children.get(row.id) ?? []
          return {
            id: row.id,
            name: pick(lan, row.nameEn, row.nameZh),
            product_count: kids.reduce((sum, kid) => sum + (productCount.get(kid.id) ?? 0), productCount.get(row.id) ?? 0),
            children: kids.map((kid) => ({
              id: kid.id,
              name: pick(lan, kid.nameEn, kid.nameZh),
              product_count: productCount.get(kid.id) ?? 0,
            })),
          }
        }),
      countries: countryRows
        .filter((row) => byOrigin?.has(row.code))
        .map((row) => ({ code: row.code, name: pick(lan, row.nameEn, row.nameZh), product_count: byOrigin?.get(row.code) ?? 0 })),
      certificate_types: CERTIFICATE_TYPES.map((type) => ({
        value: type,
        name: pick(lan, CERTIFICATE_NAMES[type].en, CERTIFICATE_NAMES[type].zh),
      })),
      units: unitRows.map((row) => ({ value: row.unit, name: unitName(lan, row.unit) })),
      price_range: { min: price?.min ?? 0, max: price?.max ?? 0, currency: price?.currency ?? 'USD' },
    }
  }),

  handle(opbGoodsList, async (input, { db, lan, now }) => {
    const origin = input.keyword ? keywordOrigin(db, input.keyword) : undefined
    const [page, [country]] = await Promise.all([
      productListPage(db, lan, now, input, productFilters(input)),
      origin ? db.select().from(countries).where(eq(countries.code, origin.code)) : [],
    ])
    if (!origin || !country) return page
    return { ...page, keyword_origin: { code: origin.code, name: pick(lan, country.nameEn, country.nameZh), rest: origin.rest } }
  }),

  handle(getOpbGoodsFacets, async (input, { db, now }) => productFacetCounts(db, now, input.keyword, productFilters(input))),

  handle(getOpbGoodsView, async (input, { db, lan, now }) => {
    const brandCountry = alias(countries, 'brand_country')
    const parent = alias(categories, 'parent_category')
    const [row] = await db
      .select({
        product: products,
        categoryEn: categories.nameEn,
        categoryZh: categories.nameZh,
        parentId: parent.id,
        parentEn: parent.nameEn,
        parentZh: parent.nameZh,
        originEn: countries.nameEn,
        originZh: countries.nameZh,
        brand: {
          id: brands.id,
          nameEn: brands.nameEn,
          nameZh: brands.nameZh,
          logo: brands.logo,
          introEn: brands.introEn,
          introZh: brands.introZh,
          countryCode: brands.countryCode,
          exportReady: brands.exportReady,
          foundedYear: brands.foundedYear,
        },
        brandCountryEn: brandCountry.nameEn,
        brandCountryZh: brandCountry.nameZh,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(parent, eq(parent.id, categories.parentId))
      .innerJoin(countries, eq(countries.code, products.originCountry))
      .innerJoin(brandCountry, eq(brandCountry.code, brands.countryCode))
      .where(eq(products.id, input.goods_id))
    if (!row) {
      throw new ApiError({ en: `Product goods_id ${input.goods_id} does not exist`, cn: `商品 goods_id ${input.goods_id} 不存在` })
    }
    const p = row.product
    const certificateRows = await db
      .select()
      .from(certificates)
      .where(and(eq(certificates.productId, p.id), validOn(now)))
      .orderBy(asc(certificates.type), asc(certificates.id))
    const related = await listProducts(db, lan, now, {
      where: and(eq(products.categoryId, p.categoryId), ne(products.id, p.id)),
      orderBy: [desc(products.views), asc(products.id)],
      limit: 6,
    })
    return {
      id: p.id,
      name: pick(lan, p.nameEn, p.nameZh),
      description: pick(lan, p.descriptionEn, p.descriptionZh),
      spec: pick(lan, p.specEn, p.specZh),
      category: {
        id: p.categoryId,
        name: pick(lan, row.categoryEn, row.categoryZh),
        parent: row.parentId === null ? null : { id: row.parentId, name: pick(lan, row.parentEn ?? '', row.parentZh ?? '') },
      },
      origin: { code: p.originCountry, name: pick(lan, row.originEn, row.originZh) },
      unit: p.unit,
      moq: p.moq,
      price_min: p.priceMin,
      price_max: p.priceMax,
      currency: p.currency,
      images: p.images,
      views: p.views,
      created_at: p.createdAt.toISOString(),
      brand: {
        id: row.brand.id,
        name: pick(lan, row.brand.nameEn, row.brand.nameZh),
        logo: row.brand.logo,
        intro: pick(lan, row.brand.introEn, row.brand.introZh),
        country: { code: row.brand.countryCode, name: pick(lan, row.brandCountryEn, row.brandCountryZh) },
        export_ready: row.brand.exportReady,
        founded_year: row.brand.foundedYear,
      },
      certificates: certificateRows.map((c) => ({
        id: c.id,
        type: c.type,
        issuer: c.issuer,
        number: c.number,
        valid_from: c.validFrom,
        valid_to: c.validTo,
      })),
      related: related.list,
    }
  }),
]
