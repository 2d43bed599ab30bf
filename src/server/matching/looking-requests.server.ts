import { desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { activities, brands, countries, lookingRequests } from '../db/schema'
import { pick, type Lan } from '../http/handler'

/**
 * Matching requests matching `where`, newest first, with activity titles and their ranked
 * brands resolved in one brand query.
 */
export async function loadLookingRequests(db: Db, lan: Lan, where: SQL | undefined, limit: number, offset: number) {
  const rows = await db
    .select({
      id: lookingRequests.id,
      activityId: lookingRequests.activityId,
      titleEn: activities.titleEn,
      titleZh: activities.titleZh,
      brandIds: lookingRequests.brandIds,
      productIds: lookingRequests.productIds,
      note: lookingRequests.note,
      status: lookingRequests.status,
      createdAt: lookingRequests.createdAt,
    })
    .from(lookingRequests)
    .leftJoin(activities, eq(activities.id, lookingRequests.activityId))
    .where(where)
    .orderBy(desc(lookingRequests.createdAt), desc(lookingRequests.id))
    .limit(limit)
    .offset(offset)
  const brandIds = [...new Set(rows.flatMap((row) => row.brandIds))]
  const brandRows = brandIds.length
    ? await db
        .select({
          id: brands.id,
          nameEn: brands.nameEn,
          nameZh: brands.nameZh,
          logo: brands.logo,
          countryCode: brands.countryCode,
          countryEn: countries.nameEn,
          countryZh: countries.nameZh,
        })
        .from(brands)
        .innerJoin(countries, eq(countries.code, brands.countryCode))
        .where(inArray(brands.id, brandIds))
    : []
  const byId = new Map(brandRows.map((b) => [b.id, b]))
  return rows.map((row) => ({
    id: row.id,
    act_id: row.activityId,
    activity_title: row.titleEn === null || row.titleZh === null ? null : pick(lan, row.titleEn, row.titleZh),
    brands: row.brandIds.flatMap((brandId, index) => {
      const b = byId.get(brandId)
      return b
        ? [
            {
              id: b.id,
              name: pick(lan, b.nameEn, b.nameZh),
              logo: b.logo,
              country_code: b.countryCode,
              country_name: pick(lan, b.countryEn, b.countryZh),
              rank: index + 1,
            },
          ]
        : []
    }),
    product_ids: row.productIds,
    note: row.note,
    status: row.status as 'submitted' | 'matched' | 'closed',
    created_at: row.createdAt.toISOString(),
  }))
}
