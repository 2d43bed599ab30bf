/**
 * Brands wait for an organiser. Registering as a brand files an application; no
 * `brands` row exists until an organiser verifies it, so a pending brand is in no public list and
 * the account has no brand rights (its brand_id stays null). A verified brand renamed (or moved to
 * another country) files again and keeps its verified name until decided. Names are unique per
 * country ignoring case and width: the English and Chinese names are folded (NFKC, lower case) and
 * compared with every brand of the country and every other open application, under a lock on the
 * folded name, so two instances cannot both take it.
 */
import { and, asc, count, eq, ne } from 'drizzle-orm'
import { brandVerificationQueue, myBrandApplication, verifyBrand } from '../../api/contract/events'
import type { Db } from '../db/client.server'
import { withKeyLocks } from '../db/rate-counters.server'
import { brandApplications, brands, users } from '../db/schema'
import { ApiError, ForbiddenError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import type { Session } from '../auth/session.server'

/** A name as compared: NFKC (full-width and half-width forms alike), lower case, spaces collapsed. */
export function brandNameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
}

export type BrandDetails = { nameEn: string; nameZh: string; countryCode: string; categoryId: number | null; intro: string }

function nameTaken(field: string): ApiError {
  return new ApiError({
    en: `Field ${field}: a brand of this name already exists in this country`,
    cn: `字段 ${field}：该国家已有同名品牌`,
  })
}

/** Refuses a name another brand of the country (or another open application) has, ignoring case and width. */
async function checkNameFree(db: Db, details: BrandDetails, own: { userId: number; brandId: number | null }): Promise<void> {
  const keys = new Set([brandNameKey(details.nameEn), brandNameKey(details.nameZh)])
  const [existing, applied] = await Promise.all([
    db
      .select({ id: brands.id, nameEn: brands.nameEn, nameZh: brands.nameZh })
      .from(brands)
      .where(eq(brands.countryCode, details.countryCode)),
    db
      .select({ nameEn: brandApplications.nameEn, nameZh: brandApplications.nameZh })
      .from(brandApplications)
      .where(
        and(
          eq(brandApplications.countryCode, details.countryCode),
          eq(brandApplications.status, 'pending'),
          ne(brandApplications.userId, own.userId),
        ),
      ),
  ])
  for (const row of [...existing.filter((b) => b.id !== own.brandId), ...applied]) {
    if (keys.has(brandNameKey(row.nameEn)) || keys.has(brandNameKey(row.nameZh))) throw nameTaken('company')
  }
}

/** The locks of a country's folded names (sorted by withKeyLocks). */
function nameLocks(details: BrandDetails): Array<string> {
  return [brandNameKey(details.nameEn), brandNameKey(details.nameZh)].map((key) => `brand-name:${details.countryCode}:${key}`)
}

/**
 * Files (or refiles) the account's brand for verification. A verified brand whose names and
 * country stay the same is updated at once (intro, category); anything else waits.
 */
export async function fileBrandApplication(
  db: Db,
  userId: number,
  brandId: number | null,
  details: BrandDetails,
  now: Date,
): Promise<void> {
  if (brandId) {
    const [brand] = await db.select().from(brands).where(eq(brands.id, brandId))
    if (brand && brand.nameEn === details.nameEn && brand.nameZh === details.nameZh && brand.countryCode === details.countryCode) {
      await db
        .update(brands)
        .set({ categoryId: details.categoryId, introEn: details.intro, introZh: details.intro })
        .where(eq(brands.id, brandId))
      await db.delete(brandApplications).where(and(eq(brandApplications.userId, userId), eq(brandApplications.status, 'pending')))
      return
    }
  }
  await withKeyLocks(db, nameLocks(details), async (tx) => {
    await checkNameFree(tx, details, { userId, brandId })
    const values = {
      brandId,
      nameEn: details.nameEn,
      nameZh: details.nameZh,
      nameKey: brandNameKey(details.nameEn),
      countryCode: details.countryCode,
      categoryId: details.categoryId,
      intro: details.intro,
      status: 'pending',
      reasonEn: '',
      reasonZh: '',
      decidedBy: null,
      decidedAt: null,
      submittedAt: now,
    }
    await tx
      .insert(brandApplications)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: brandApplications.userId, set: values })
  })
}

function requireOrganiser(session: Session): void {
  if (session.role !== 'organiser') {
    throw new ForbiddenError({ en: 'Only an event organiser may do this', cn: '只有活动组织方可以执行此操作' })
  }
}

type Row = typeof brandApplications.$inferSelect

function applicationOut(row: Row, lan: Lan) {
  return {
    user_id: row.userId,
    brand_id: row.brandId,
    name_en: row.nameEn,
    name_zh: row.nameZh,
    country_code: row.countryCode,
    intro: row.intro,
    status: row.status as 'pending' | 'verified' | 'rejected',
    reason: pick(lan, row.reasonEn, row.reasonZh),
    submitted_at: row.submittedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  }
}

export const handlers: Array<BoundHandler> = [
  handle(myBrandApplication, async (_input, { db, lan, session }) => {
    const [row] = await db.select().from(brandApplications).where(eq(brandApplications.userId, session.userId))
    return row ? applicationOut(row, lan) : null
  }),

  handle(brandVerificationQueue, async (input, { db, lan, session }) => {
    requireOrganiser(session)
    const [rows, counts] = await Promise.all([
      db
        .select({ application: brandApplications, mobile: users.mobile, name: users.name })
        .from(brandApplications)
        .innerJoin(users, eq(users.id, brandApplications.userId))
        .where(eq(brandApplications.status, input.status))
        .orderBy(asc(brandApplications.submittedAt), asc(brandApplications.userId))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size),
      db.select({ status: brandApplications.status, n: count() }).from(brandApplications).groupBy(brandApplications.status),
    ])
    const countOf = (status: string) => counts.find((c) => c.status === status)?.n ?? 0
    return {
      list: rows.map((r) => ({ ...applicationOut(r.application, lan), mobile: r.mobile, contact_name: r.name })),
      total: countOf(input.status),
      page: input.page,
      page_size: input.page_size,
      counts: { pending: countOf('pending'), verified: countOf('verified'), rejected: countOf('rejected') },
    }
  }),

  handle(verifyBrand, async (input, { db, session, now }) => {
    requireOrganiser(session)
    if (input.decision === 'rejected') {
      const missing = !input.reason_en ? 'reason_en' : !input.reason_zh ? 'reason_zh' : null
      if (missing)
        throw new ApiError({
          en: `Field ${missing} is required when rejecting a brand (the reason in English and in Chinese)`,
          cn: `拒绝品牌时必须填写字段 ${missing}（中英文原因）`,
        })
    }
    const [found] = await db.select().from(brandApplications).where(eq(brandApplications.userId, input.user_id))
    if (!found)
      throw new ApiError({
        en: `No brand registration found for user_id ${input.user_id}`,
        cn: `找不到 user_id 为 ${input.user_id} 的品牌注册`,
      })
    const details: BrandDetails = {
      nameEn: found.nameEn,
      nameZh: found.nameZh,
      countryCode: found.countryCode,
      categoryId: found.categoryId,
      intro: found.intro,
    }
    if (input.decision === 'rejected') {
      await db
        .update(brandApplications)
        .set({ status: 'rejected', reasonEn: input.reason_en, reasonZh: input.reason_zh, decidedBy: session.userId, decidedAt: now })
        .where(eq(brandApplications.userId, found.userId))
      return { user_id: found.userId, brand_id: found.brandId, status: 'rejected' as const }
    }
    const brandId = await withKeyLocks(db, nameLocks(details), async (tx) => {
      // Taken meanwhile by a brand verified from another application: refused, the organiser decides again.
      await checkNameFree(tx, details, { userId: found.userId, brandId: found.brandId })
      const values = {
        nameEn: details.nameEn,
        nameZh: details.nameZh,
        countryCode: details.countryCode,
        categoryId: details.categoryId,
        introEn: details.intro,
        introZh: details.intro,
      }
      let id = found.brandId
      if (id) await tx.update(brands).set(values).where(eq(brands.id, id))
      else {
        const [created] = await tx
          .insert(brands)
          .values({ ...values, logo: '' })
          .returning({ id: brands.id })
        id = created!.id
        await tx
          .update(brands)
          .set({ logo: `/media/brand/${id}.svg` })
          .where(eq(brands.id, id))
      }
      await tx.update(users).set({ brandId: id }).where(eq(users.id, found.userId))
      await tx
        .update(brandApplications)
        .set({ brandId: id, status: 'verified', reasonEn: '', reasonZh: '', decidedBy: session.userId, decidedAt: now })
        .where(eq(brandApplications.userId, found.userId))
      return id
    })
    return { user_id: found.userId, brand_id: brandId, status: 'verified' as const }
  }),
]
