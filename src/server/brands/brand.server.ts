import { and, asc, count, countDistinct, desc, eq, gte, lte, min, sql } from 'drizzle-orm'
import { getBrandGoodsList, getBrandViewInfo, getBrandViewInfoV2, getResumes } from '../../api/contract/brand'
import type { OutputOf } from '../../api/contract/define'
import type { Db } from '../db/client.server'
import { brandResumes, brands, categories, certificates, countries, pavilions, products } from '../db/schema'
import { ApiError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import { listProducts, productListPage } from '../catalogue/products.server'
import { isoDay } from '../db/sql.server'
import { profileViews, profileViewSpan, reportTimeZone } from '../reports/metrics.server'

function unknownBrand(brandId: number): ApiError {
  return new ApiError({ en: `Brand brand_id ${brandId} does not exist`, cn: `品牌 brand_id ${brandId} 不存在` })
}

async function assertBrand(db: Db, brandId: number): Promise<void> {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId))
  if (!row) throw unknownBrand(brandId)
}

/** The brand profile shared by both getBrandViewInfo variants. */
async function brandProfile(db: Db, lan: Lan, brandId: number, now: Date): Promise<OutputOf<typeof getBrandViewInfo>> {
  const [[row], [productCounts], [resumeCounts], viewRows] = await Promise.all([
    db
      .select({
        brand: brands,
        countryEn: countries.nameEn,
        countryZh: countries.nameZh,
        categoryEn: categories.nameEn,
        categoryZh: categories.nameZh,
      })
      .from(brands)
      .innerJoin(countries, eq(countries.code, brands.countryCode))
      .leftJoin(categories, eq(categories.id, brands.categoryId))
      .where(eq(brands.id, brandId)),
    db
      .select({ products: count(), categories: countDistinct(products.categoryId) })
      .from(products)
      .where(eq(products.brandId, brandId)),
    db.select({ n: count() }).from(brandResumes).where(eq(brandResumes.brandId, brandId)),
    // The same rule and window as the brand's funnel over its 12-month preset (../reports/metrics.server.ts).
    db.execute(sql`SELECT count(*) AS n FROM (${profileViews(sql`${brandId}::int`, profileViewSpan(now, reportTimeZone()))}) v`),
  ])
  if (!row) throw unknownBrand(brandId)
  const b = row.brand
  return {
    id: b.id,
    name: pick(lan, b.nameEn, b.nameZh),
    intro: pick(lan, b.introEn, b.introZh),
    logo: b.logo,
    country: { code: b.countryCode, name: pick(lan, row.countryEn, row.countryZh) },
    category: b.categoryId === null ? null : { id: b.categoryId, name: pick(lan, row.categoryEn ?? '', row.categoryZh ?? '') },
    founded_year: b.foundedYear,
    certifications: b.certifications,
    export_ready: b.exportReady,
    inventory: b.inventory,
    views: Number((viewRows as unknown as { rows: Array<{ n: string }> }).rows[0]?.n ?? 0),
    product_count: productCounts?.products ?? 0,
    product_category_count: productCounts?.categories ?? 0,
    resume_count: resumeCounts?.n ?? 0,
    created_at: b.createdAt.toISOString(),
  }
}

export const handlers: Array<BoundHandler> = [
  handle(getBrandGoodsList, async (input, { db, lan, now }) => {
    await assertBrand(db, input.brand_id)
    return productListPage(db, lan, now, input, { brandId: input.brand_id, categoryId: input.category_id || undefined })
  }),

  handle(getBrandViewInfoV2, async (input, { db, lan, now }) => {
    const profile = await brandProfile(db, lan, input.brand_id, now)
    const [pavilion] = await db
      .select({ id: pavilions.id, nameEn: pavilions.nameEn, nameZh: pavilions.nameZh, banner: pavilions.banner })
      .from(pavilions)
      .where(eq(pavilions.countryCode, profile.country.code))
      .orderBy(asc(pavilions.sort), asc(pavilions.id))
      .limit(1)
    const day = isoDay(now)
    const [featured, certificateRows] = await Promise.all([
      listProducts(db, lan, now, {
        where: eq(products.brandId, input.brand_id),
        orderBy: [desc(products.views), asc(products.id)],
        limit: 6,
      }),
      // One row per certificate (type, issuer, number) valid today across the brand's products.
      db
        .select({
          type: certificates.type,
          issuer: certificates.issuer,
          number: certificates.number,
          validFrom: min(certificates.validFrom),
          validTo: min(certificates.validTo),
          productCount: countDistinct(certificates.productId),
        })
        .from(certificates)
        .innerJoin(products, eq(products.id, certificates.productId))
        .where(and(eq(products.brandId, input.brand_id), lte(certificates.validFrom, day), gte(certificates.validTo, day)))
        .groupBy(certificates.type, certificates.issuer, certificates.number)
        .orderBy(asc(min(certificates.validTo)), asc(certificates.type), asc(certificates.number))
        .limit(50),
    ])
    return {
      certificates: certificateRows.map((row) => ({
        type: row.type,
        issuer: row.issuer,
        number: row.number,
        valid_from: String(row.validFrom ?? ''),
        valid_to: String(row.validTo ?? ''),
        product_count: row.productCount,
      })),
      ...profile,
      pavilion: pavilion ? { id: pavilion.id, name: pick(lan, pavilion.nameEn, pavilion.nameZh), banner: pavilion.banner } : null,
      featured_products: featured.list,
    }
  }),

  handle(getBrandViewInfo, async (input, { db, lan, now }) => brandProfile(db, lan, input.brand_id, now)),

  handle(getResumes, async (input, { db, lan }) => {
    const rows = await db
      .select({
        brandId: brands.id,
        id: brandResumes.id,
        year: brandResumes.year,
        titleEn: brandResumes.titleEn,
        titleZh: brandResumes.titleZh,
        bodyEn: brandResumes.bodyEn,
        bodyZh: brandResumes.bodyZh,
      })
      .from(brands)
      .leftJoin(brandResumes, eq(brandResumes.brandId, brands.id))
      .where(eq(brands.id, input.brand_id))
      .orderBy(asc(brandResumes.year), asc(brandResumes.id))
    if (rows.length === 0) throw unknownBrand(input.brand_id)
    return {
      list: rows.flatMap((row) =>
        row.id === null
          ? []
          : [
              {
                id: row.id,
                year: row.year ?? 0,
                title: pick(lan, row.titleEn ?? '', row.titleZh ?? ''),
                body: pick(lan, row.bodyEn ?? '', row.bodyZh ?? ''),
              },
            ],
      ),
    }
  }),
]
