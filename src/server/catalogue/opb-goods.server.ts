import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type Column, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type * as z from 'zod/mini'
import {
  CERTIFICATE_TYPES,
  MAX_CART_ITEMS,
  MAX_CART_QUANTITY,
  getOpbGoodsView,
  getSelectOpbGoodsOption,
  opbGoodsAddCar,
  opbGoodsCar,
  opbGoodsChangeCar,
  opbGoodsList,
  postOpbGoodsCar,
  postOpbGoodsCarBefore,
  postOpbGoodsCarDelete,
  type productItem,
} from '../../api/contract/opb-goods'
import type { OutputOf } from '../../api/contract/define'
import type { Db } from '../db/client.server'
import { brands, cartItems, categories, certificates, countries, inquiries, inquiryItems, products } from '../db/schema'
import { ApiError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import { runOnce } from '../idempotency.server'
import { readCount, readCounts } from '../db/counts.server'

// ─── helpers shared with the brand and bulk handlers ────────────────────────────────────
/** The UTC calendar date of `now` as an ISO date (the unit of certificate validity). */
export function isoDay(now: Date, plusDays = 0): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + plusDays)).toISOString().slice(0, 10)
}

/** An ILIKE pattern matching `keyword` anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Rows whose category is `categoryId` or, for a top-level category, one of its children. */
export function inCategory(column: Column, categoryId: number): SQL {
  return or(
    eq(column, categoryId),
    inArray(column, sql`(select ${categories.id} from ${categories} where ${categories.parentId} = ${categoryId})`),
  )!
}

const CERTIFICATE_NAMES: Record<(typeof CERTIFICATE_TYPES)[number], { en: string; zh: string }> = {
  halal: { en: 'Halal', zh: '清真认证' },
  organic: { en: 'Organic', zh: '有机认证' },
  gap: { en: 'GAP (Good Agricultural Practice)', zh: 'GAP 良好农业规范' },
  haccp: { en: 'HACCP', zh: 'HACCP 危害分析与关键控制点' },
  iso22000: { en: 'ISO 22000', zh: 'ISO 22000 食品安全管理体系' },
  fairtrade: { en: 'Fairtrade', zh: '公平贸易认证' },
  kosher: { en: 'Kosher', zh: '犹太洁食认证' },
}

const UNIT_NAMES: Record<string, { en: string; zh: string }> = {
  kg: { en: 'kg', zh: '公斤' },
  ton: { en: 'ton', zh: '吨' },
  tonne: { en: 'tonne', zh: '吨' },
  carton: { en: 'carton', zh: '箱' },
  box: { en: 'box', zh: '盒' },
  bag: { en: 'bag', zh: '袋' },
  bottle: { en: 'bottle', zh: '瓶' },
  can: { en: 'can', zh: '罐' },
  piece: { en: 'piece', zh: '件' },
  pallet: { en: 'pallet', zh: '托盘' },
  container: { en: 'container', zh: '集装箱' },
  litre: { en: 'litre', zh: '升' },
  liter: { en: 'litre', zh: '升' },
  case: { en: 'case', zh: '箱' },
  crate: { en: 'crate', zh: '筐' },
  jar: { en: 'jar', zh: '罐' },
  pack: { en: 'pack', zh: '包' },
  drum: { en: 'drum', zh: '桶' },
}

/** A unit's display name in the request's language (the stored value when it is not known). */
export function unitName(lan: Lan, unit: string): string {
  const names = UNIT_NAMES[unit.toLowerCase()]
  return names ? pick(lan, names.en, names.zh) : unit
}

export type ProductItem = z.input<typeof productItem>

/** Columns of a product list row (products ⋈ brands ⋈ categories ⋈ origin countries). */
const productListColumns = {
  id: products.id,
  nameEn: products.nameEn,
  nameZh: products.nameZh,
  categoryId: products.categoryId,
  categoryEn: categories.nameEn,
  categoryZh: categories.nameZh,
  brandId: brands.id,
  brandEn: brands.nameEn,
  brandZh: brands.nameZh,
  brandLogo: brands.logo,
  origin: products.originCountry,
  originEn: countries.nameEn,
  originZh: countries.nameZh,
  unit: products.unit,
  moq: products.moq,
  priceMin: products.priceMin,
  priceMax: products.priceMax,
  currency: products.currency,
  image: sql<string | null>`${products.images}[1]`,
  views: products.views,
  createdAt: products.createdAt,
}

/**
 * One page of products matching `where` (which may use products, brands and categories), in
 * `orderBy` order, each with the types of its certificates valid on `now`: three queries.
 */
export async function listProducts(
  db: Db,
  lan: Lan,
  now: Date,
  options: { where?: SQL; orderBy: Array<SQL>; limit: number; offset?: number; withTotal?: boolean },
): Promise<{ list: Array<ProductItem>; total: number }> {
  const rows = await db
    .select(productListColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(countries, eq(countries.code, products.originCountry))
    .where(options.where)
    .orderBy(...options.orderBy)
    .limit(options.limit)
    .offset(options.offset ?? 0)
  let total = rows.length
  if (options.withTotal) {
    if (options.where === undefined) {
      total = await readCount(db, 'products')
    } else {
      // Filters only name products' own columns (or subqueries), so the count needs no join.
      const [counted] = await db.select({ n: count() }).from(products).where(options.where)
      total = counted?.n ?? 0
    }
  }
  const types = await validCertificateTypes(
    db,
    rows.map((row) => row.id),
    now,
  )
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      name: pick(lan, row.nameEn, row.nameZh),
      category_id: row.categoryId,
      category_name: pick(lan, row.categoryEn, row.categoryZh),
      brand: { id: row.brandId, name: pick(lan, row.brandEn, row.brandZh), logo: row.brandLogo },
      origin: { code: row.origin, name: pick(lan, row.originEn, row.originZh) },
      unit: row.unit,
      moq: row.moq,
      price_min: row.priceMin,
      price_max: row.priceMax,
      currency: row.currency,
      image: row.image ?? null,
      certifications: types.get(row.id) ?? [],
      views: row.views,
      created_at: row.createdAt.toISOString(),
    })),
  }
}

/** Certificates valid on the UTC day of `now`. */
function validOn(now: Date): SQL {
  const day = isoDay(now)
  return and(lte(certificates.validFrom, day), gte(certificates.validTo, day))!
}

/** Product id → sorted distinct types of its certificates valid on `now`. */
async function validCertificateTypes(db: Db, productIds: Array<number>, now: Date): Promise<Map<number, Array<string>>> {
  const byProduct = new Map<number, Array<string>>()
  if (productIds.length === 0) return byProduct
  const rows = await db
    .selectDistinct({ productId: certificates.productId, type: certificates.type })
    .from(certificates)
    .where(and(inArray(certificates.productId, productIds), validOn(now)))
    .orderBy(asc(certificates.productId), asc(certificates.type))
  for (const row of rows) {
    const list = byProduct.get(row.productId)
    if (list) list.push(row.type)
    else byProduct.set(row.productId, [row.type])
  }
  return byProduct
}

/** A product sort order for list queries (ties broken by id, so pages are stable). */
export function productOrder(sort: 'recommended' | 'newest' | 'price_asc' | 'price_desc' | 'popular'): Array<SQL> {
  switch (sort) {
    case 'newest':
      return [desc(products.createdAt), desc(products.id)]
    case 'price_asc':
      return [asc(products.priceMin), asc(products.id)]
    case 'price_desc':
      return [desc(products.priceMin), asc(products.id)]
    case 'popular':
      return [desc(products.views), asc(products.id)]
    case 'recommended':
      return [desc(products.brandExportReady), asc(products.brandSort), desc(products.views), asc(products.id)]
  }
}

/** Matches products by keyword in either language over their name and their brand's name. */
export function productKeyword(keyword: string): SQL {
  const pattern = containsPattern(keyword)
  return or(
    ilike(products.nameEn, pattern),
    ilike(products.nameZh, pattern),
    // A subquery, not a join condition: list filters stay on products' own columns.
    inArray(products.brandId, sql`(select ${brands.id} from ${brands} where ${brands.nameEn} ilike ${pattern} or ${brands.nameZh} ilike ${pattern})`),
  )!
}

// ─── cart helpers ─────────────────────────────────────────────────────────────────────
type CartLine = OutputOf<typeof opbGoodsCar>['list'][number]
type Estimate = { currency: string; min: number; max: number }

async function cartSummary(db: Db, userId: number): Promise<{ item_count: number; total_quantity: number }> {
  const [row] = await db
    .select({
      items: count(),
      quantity: sql<number>`coalesce(sum(${cartItems.quantity}), 0)`.mapWith(Number),
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
  return { item_count: row?.items ?? 0, total_quantity: row?.quantity ?? 0 }
}

/** The caller's cart lines (optionally only `cartIds`), in the drag-sorted order. */
async function cartLines(db: Db, lan: Lan, userId: number, cartIds?: Array<number>) {
  const rows = await db
    .select({
      cartId: cartItems.id,
      goodsId: products.id,
      nameEn: products.nameEn,
      nameZh: products.nameZh,
      image: sql<string | null>`${products.images}[1]`,
      unit: products.unit,
      moq: products.moq,
      quantity: cartItems.quantity,
      priceMin: products.priceMin,
      priceMax: products.priceMax,
      currency: products.currency,
      position: cartItems.position,
      brandId: brands.id,
      brandEn: brands.nameEn,
      brandZh: brands.nameZh,
      brandLogo: brands.logo,
      brandCountry: brands.countryCode,
      brandCountryEn: countries.nameEn,
      brandCountryZh: countries.nameZh,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(countries, eq(countries.code, brands.countryCode))
    .where(and(eq(cartItems.userId, userId), cartIds ? inArray(cartItems.id, cartIds) : undefined))
    .orderBy(asc(cartItems.position), asc(cartItems.id))
  return rows.map((row) => ({
    line: {
      cart_id: row.cartId,
      goods_id: row.goodsId,
      name: pick(lan, row.nameEn, row.nameZh),
      image: row.image ?? null,
      unit: row.unit,
      moq: row.moq,
      quantity: row.quantity,
      price_min: row.priceMin,
      price_max: row.priceMax,
      currency: row.currency,
      below_moq: row.quantity < row.moq,
      position: row.position,
      brand: { id: row.brandId, name: pick(lan, row.brandEn, row.brandZh), logo: row.brandLogo },
    } satisfies CartLine,
    country: { code: row.brandCountry, name: pick(lan, row.brandCountryEn, row.brandCountryZh) },
  }))
}

/** Lines grouped by brand, brands in the order of their first line. */
function groupByBrand<T extends { line: CartLine }>(rows: Array<T>): Array<{ first: T; lines: Array<CartLine> }> {
  const groups = new Map<number, { first: T; lines: Array<CartLine> }>()
  for (const row of rows) {
    const group = groups.get(row.line.brand.id)
    if (group) group.lines.push(row.line)
    else groups.set(row.line.brand.id, { first: row, lines: [row.line] })
  }
  return [...groups.values()]
}

/** quantity × price_min..price_max summed per currency. */
function estimate(lines: Array<CartLine>): Array<Estimate> {
  const byCurrency = new Map<string, Estimate>()
  for (const line of lines) {
    const sum = byCurrency.get(line.currency) ?? { currency: line.currency, min: 0, max: 0 }
    sum.min += line.quantity * line.price_min
    sum.max += line.quantity * line.price_max
    byCurrency.set(line.currency, sum)
  }
  return [...byCurrency.values()]
}

function belowMoqWarning(lan: Lan, line: CartLine) {
  return {
    code: 'below_moq' as const,
    cart_id: line.cart_id,
    goods_id: line.goods_id,
    message: pick(
      lan,
      `${line.name}: quantity ${line.quantity} is below the minimum order quantity of ${line.moq} ${line.unit}`,
      `${line.name}：数量 ${line.quantity} 低于最小起订量 ${line.moq} ${unitName('cn', line.unit)}`,
    ),
  }
}

async function addToCart(
  db: Db,
  userId: number,
  input: { goods_id: number; quantity: number },
): Promise<OutputOf<typeof opbGoodsAddCar>> {
  const [product] = await db.select({ id: products.id, moq: products.moq }).from(products).where(eq(products.id, input.goods_id))
  if (!product) {
    throw new ApiError({ en: `Product goods_id ${input.goods_id} does not exist`, cn: `商品 goods_id ${input.goods_id} 不存在` })
  }
  const [existing] = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, product.id)))
  if (!existing) {
    const { item_count } = await cartSummary(db, userId)
    if (item_count >= MAX_CART_ITEMS) {
      throw new ApiError({
        en: `The inquiry cart holds at most ${MAX_CART_ITEMS} products; remove some before adding goods_id ${product.id}`,
        cn: `询价车最多容纳 ${MAX_CART_ITEMS} 个商品，请先删除部分商品再添加 goods_id ${product.id}`,
      })
    }
  }
  const [line] = await db
    .insert(cartItems)
    .values({
      userId,
      productId: product.id,
      quantity: input.quantity,
      position: sql`(select coalesce(max(${cartItems.position}), 0) + 1 from ${cartItems} where ${cartItems.userId} = ${userId})`,
    })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${MAX_CART_QUANTITY}`,
    })
    .returning({ id: cartItems.id, quantity: cartItems.quantity })
  if (!line) {
    throw new ApiError({
      en: `Field quantity: the cart line of goods_id ${product.id} would exceed ${MAX_CART_QUANTITY}`,
      cn: `字段 quantity：goods_id ${product.id} 的数量将超过 ${MAX_CART_QUANTITY}`,
    })
  }
  return {
    cart_id: line.id,
    goods_id: product.id,
    quantity: line.quantity,
    moq: product.moq,
    below_moq: line.quantity < product.moq,
    ...(await cartSummary(db, userId)),
  }
}

const cartIdsMissing = (ids: Array<number>) =>
  new ApiError({
    en: `Field cart_ids: ${ids.join(', ')} not in your inquiry cart`,
    cn: `字段 cart_ids：${ids.join('、')} 不在您的询价车中`,
  })

// ─── handlers ───────────────────────────────────────────────────────────────────────────
export const handlers: Array<BoundHandler> = [
  handle(getSelectOpbGoodsOption, async (_input, { db, lan }) => {
    const [categoryRows, counts, countryRows, unitRows, priceRows] = await Promise.all([
      db
        .select({ id: categories.id, parentId: categories.parentId, nameEn: categories.nameEn, nameZh: categories.nameZh })
        .from(categories)
        .orderBy(asc(categories.sort), asc(categories.id)),
      readCounts(db, ['products.category', 'products.origin']),
      db.select({ code: countries.code, nameEn: countries.nameEn, nameZh: countries.nameZh }).from(countries).orderBy(asc(countries.sort), asc(countries.code)),
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
      certificate_types: CERTIFICATE_TYPES.map((type) => ({ value: type, name: pick(lan, CERTIFICATE_NAMES[type].en, CERTIFICATE_NAMES[type].zh) })),
      units: unitRows.map((row) => ({ value: row.unit, name: unitName(lan, row.unit) })),
      price_range: { min: price?.min ?? 0, max: price?.max ?? 0, currency: price?.currency ?? 'USD' },
    }
  }),

  handle(opbGoodsList, async (input, { db, lan, now }) => {
    const conditions: Array<SQL | undefined> = [
      input.category_id ? inCategory(products.categoryId, input.category_id) : undefined,
      input.country_code ? eq(products.originCountry, input.country_code) : undefined,
      input.brand_id ? eq(products.brandId, input.brand_id) : undefined,
      input.keyword ? productKeyword(input.keyword) : undefined,
      input.price_min !== undefined ? gte(products.priceMax, input.price_min) : undefined,
      input.price_max !== undefined ? lte(products.priceMin, input.price_max) : undefined,
      input.moq_max !== undefined ? lte(products.moq, input.moq_max) : undefined,
      input.certification
        ? sql`exists (select 1 from ${certificates} where ${certificates.productId} = ${products.id} and ${certificates.type} = ${input.certification} and ${validOn(now)})`
        : undefined,
    ]
    const { list, total } = await listProducts(db, lan, now, {
      where: and(...conditions),
      orderBy: productOrder(input.sort),
      limit: input.page_size,
      offset: (input.page - 1) * input.page_size,
      withTotal: true,
    })
    return { list, total, page: input.page, page_size: input.page_size }
  }),

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

  handle(opbGoodsAddCar, async (input, { db, session, now }) => {
    if (session.role === 'brand') {
      // The 'buyer' auth already answers 403; kept for in-process calls.
      throw new ApiError({ en: 'Brand accounts cannot add products to an inquiry cart', cn: '品牌账号不能将商品加入询价车' })
    }
    if (!input.idempotency_key) return addToCart(db, session.userId, input)
    return runOnce(db, { userId: session.userId, endpoint: 'opbGoodsAddCar', key: input.idempotency_key, now }, (tx) =>
      addToCart(tx, session.userId, input),
    )
  }),

  handle(opbGoodsCar, async (_input, { db, lan, session }) => {
    const rows = await cartLines(db, lan, session.userId)
    const list = rows.map((row) => row.line)
    return {
      list,
      brands: groupByBrand(rows).map((group) => ({
        brand: group.first.line.brand,
        item_count: group.lines.length,
        total_quantity: group.lines.reduce((sum, line) => sum + line.quantity, 0),
        estimated: estimate(group.lines),
      })),
      item_count: list.length,
      total_quantity: list.reduce((sum, line) => sum + line.quantity, 0),
    }
  }),

  handle(opbGoodsChangeCar, async (input, { db, session }) => {
    const userId = session.userId
    if (input.order) {
      if (input.cart_id !== undefined || input.quantity !== undefined) {
        throw new ApiError({
          en: 'Send either order, or cart_id with quantity, not both',
          cn: '请只提交 order，或只提交 cart_id 与 quantity',
        })
      }
      const order = input.order
      await db.transaction(async (tx) => {
        const owned = await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.userId, userId)).for('update')
        const ownedIds = new Set(owned.map((row) => row.id))
        const unique = new Set(order)
        if (unique.size !== order.length || unique.size !== ownedIds.size || order.some((cartId) => !ownedIds.has(cartId))) {
          throw new ApiError({
            en: 'Field order must list every cart_id of your inquiry cart exactly once',
            cn: '字段 order 必须恰好列出询价车中的每个 cart_id 各一次',
          })
        }
        const position = sql.join(
          [sql`case ${cartItems.id}`, ...order.map((cartId, index) => sql`when ${cartId}::integer then ${index + 1}::integer`), sql`end`],
          sql` `,
        )
        await tx
          .update(cartItems)
          .set({ position: sql`${position}` })
          .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, order)))
      })
      return { ...(await cartSummary(db, userId)), below_moq: null }
    }
    if (input.cart_id === undefined) {
      throw new ApiError({ en: 'Field cart_id is required (or send order)', cn: '缺少字段 cart_id（或提交 order）' })
    }
    if (input.quantity === undefined) {
      throw new ApiError({ en: 'Field quantity is required with cart_id', cn: '提交 cart_id 时缺少字段 quantity' })
    }
    const [line] = await db
      .update(cartItems)
      .set({ quantity: input.quantity })
      .where(and(eq(cartItems.id, input.cart_id), eq(cartItems.userId, userId)))
      .returning({ productId: cartItems.productId, quantity: cartItems.quantity })
    if (!line) {
      throw new ApiError({
        en: `Field cart_id: ${input.cart_id} is not in your inquiry cart`,
        cn: `字段 cart_id：${input.cart_id} 不在您的询价车中`,
      })
    }
    const [product] = await db.select({ moq: products.moq }).from(products).where(eq(products.id, line.productId))
    return { ...(await cartSummary(db, userId)), below_moq: line.quantity < (product?.moq ?? 0) }
  }),

  handle(postOpbGoodsCarDelete, async (input, { db, session }) => {
    const deleted = await db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, session.userId), inArray(cartItems.id, input.cart_ids)))
      .returning({ id: cartItems.id })
    return { deleted: deleted.length, ...(await cartSummary(db, session.userId)) }
  }),

  handle(postOpbGoodsCarBefore, async (input, { db, lan, session }) => {
    const rows = await cartLines(db, lan, session.userId, input.cart_ids)
    const found = new Set(rows.map((row) => row.line.cart_id))
    const unavailable = [...new Set(input.cart_ids ?? [])]
      .filter((cartId) => !found.has(cartId))
      .map((cartId) => ({
        code: 'unavailable' as const,
        cart_id: cartId,
        goods_id: null,
        message: pick(
          lan,
          `Cart item ${cartId} is no longer available (the product was removed or the item deleted)`,
          `询价车条目 ${cartId} 已失效（商品已下架或条目已删除）`,
        ),
      }))
    const groups = groupByBrand(rows).map((group) => {
      const warnings = group.lines.filter((line) => line.below_moq).map((line) => belowMoqWarning(lan, line))
      return {
        brand: { ...group.first.line.brand, country: group.first.country },
        items: group.lines,
        item_count: group.lines.length,
        total_quantity: group.lines.reduce((sum, line) => sum + line.quantity, 0),
        estimated: estimate(group.lines),
        warnings,
      }
    })
    return {
      brands: groups,
      warnings: [...groups.flatMap((group) => group.warnings), ...unavailable],
      brand_count: groups.length,
      item_count: rows.length,
      total_quantity: rows.reduce((sum, row) => sum + row.line.quantity, 0),
    }
  }),

  handle(postOpbGoodsCar, async (input, { db, session }) => {
    const userId = session.userId
    const contact = { message: input.message, contactName: input.contact_name, contactPhone: input.contact_phone, company: input.company }
    return db.transaction(async (tx) => {
      const lines = await tx
        .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity, brandId: products.brandId })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(and(eq(cartItems.userId, userId), input.cart_ids ? inArray(cartItems.id, input.cart_ids) : undefined))
        .orderBy(asc(cartItems.position), asc(cartItems.id))
        .for('update', { of: cartItems })
      if (input.cart_ids) {
        const found = new Set(lines.map((line) => line.id))
        const missing = [...new Set(input.cart_ids)].filter((cartId) => !found.has(cartId))
        if (missing.length) throw cartIdsMissing(missing)
      }
      if (lines.length === 0) {
        throw new ApiError({
          en: 'Field cart_ids: nothing selected, your inquiry cart is empty',
          cn: '字段 cart_ids：未选择任何商品，询价车为空',
        })
      }
      const brandIds = [...new Set(lines.map((line) => line.brandId))]
      const created = await tx
        .insert(inquiries)
        .values(brandIds.map((brandId) => ({ userId, brandId, ...contact })))
        .returning({ id: inquiries.id, brandId: inquiries.brandId })
      const inquiryOf = new Map(created.map((row) => [row.brandId, row.id]))
      await tx
        .insert(inquiryItems)
        .values(lines.map((line) => ({ inquiryId: inquiryOf.get(line.brandId)!, productId: line.productId, quantity: line.quantity })))
      await tx.delete(cartItems).where(
        and(
          eq(cartItems.userId, userId),
          inArray(
            cartItems.id,
            lines.map((line) => line.id),
          ),
        ),
      )
      return {
        inquiry_ids: brandIds.map((brandId) => inquiryOf.get(brandId)!),
        brand_count: brandIds.length,
        item_count: lines.length,
      }
    })
  }),
]
