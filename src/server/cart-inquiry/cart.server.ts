import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import {
  INQUIRY_MAX_DAYS_AHEAD,
  MAX_CART_ITEMS,
  MAX_CART_QUANTITY,
  opbGoodsAddCar,
  opbGoodsCar,
  opbGoodsChangeCar,
  postOpbGoodsCar,
  postOpbGoodsCarBefore,
  postOpbGoodsCarDelete,
} from '../../api/contract/opb-goods'
import type { InputOf, OutputOf } from '../../api/contract/define'
import type { Db } from '../db/client.server'
import { brands, cartItems, countries, inquiries, inquiryItems, products } from '../db/schema'
import { ApiError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import { runOnce } from '../idempotency.server'
import { notify } from '../notifications/notify.server'
import { unitName } from '../catalogue/products.server'
import { isoDay } from '../db/sql.server'

type CartLine = OutputOf<typeof opbGoodsCar>['list'][number]

type Terms = NonNullable<InputOf<typeof postOpbGoodsCar>['terms']>

/**
 * The buyer's terms per brand, checked: every brand named must be one the inquiry goes to, once;
 * a required date lies between tomorrow and INQUIRY_MAX_DAYS_AHEAD days ahead.
 */
export function inquiryTermsByBrand(terms: Terms, brandIds: Array<number>, now: Date) {
  const out = new Map<
    number,
    { message?: string; targetPrice: number | null; incoterm: string | null; destinationPort: string; requiredDate: string | null }
  >()
  const first = isoDay(now, 1)
  const last = isoDay(now, INQUIRY_MAX_DAYS_AHEAD)
  for (const [index, t] of terms.entries()) {
    const brandId = Number(t.brand_id)
    if (!brandIds.includes(brandId) || out.has(brandId)) {
      throw new ApiError({
        en: `Field terms[${index}].brand_id: brand ${brandId} is not in this inquiry, or is listed twice`,
        cn: `字段 terms[${index}].brand_id：品牌 ${brandId} 不在本次询盘中，或重复出现`,
      })
    }
    if (t.required_date !== undefined && (t.required_date < first || t.required_date > last || Number.isNaN(Date.parse(t.required_date)))) {
      throw new ApiError({
        en: `Field terms[${index}].required_date: choose a date from ${first} to ${last}`,
        cn: `字段 terms[${index}].required_date：请选择 ${first} 至 ${last} 之间的日期`,
      })
    }
    out.set(brandId, {
      ...(t.message ? { message: t.message } : {}),
      targetPrice: t.target_price === undefined ? null : Number(t.target_price),
      incoterm: t.incoterm ?? null,
      destinationPort: t.destination_port ?? '',
      requiredDate: t.required_date ?? null,
    })
  }
  return out
}

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

async function addToCart(db: Db, userId: number, input: { goods_id: number; quantity: number }): Promise<OutputOf<typeof opbGoodsAddCar>> {
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
        cn: `询盘车最多容纳 ${MAX_CART_ITEMS} 个商品，请先删除部分商品再添加 goods_id ${product.id}`,
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
    cn: `字段 cart_ids：${ids.join('、')} 不在您的询盘车中`,
  })

export const handlers: Array<BoundHandler> = [
  handle(opbGoodsAddCar, async (input, { db, session, now }) => {
    if (session.role === 'brand') {
      // The 'buyer' auth already answers 403; kept for in-process calls.
      throw new ApiError({ en: 'Brand accounts cannot add products to an inquiry cart', cn: '品牌账号不能将商品加入询盘车' })
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
            cn: '字段 order 必须恰好列出询盘车中的每个 cart_id 各一次',
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
        cn: `字段 cart_id：${input.cart_id} 不在您的询盘车中`,
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
          `询盘车条目 ${cartId} 已失效（商品已下架或条目已删除）`,
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

  handle(postOpbGoodsCar, async (input, { db, session, now }) => {
    const userId = session.userId
    const contact = { message: input.message, contactName: input.contact_name, contactPhone: input.contact_phone, company: input.company }
    const sent = await db.transaction(async (tx) => {
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
          cn: '字段 cart_ids：未选择任何商品，询盘车为空',
        })
      }
      const brandIds = [...new Set(lines.map((line) => line.brandId))]
      const termsOf = inquiryTermsByBrand(input.terms ?? [], brandIds, now)
      const created = await tx
        .insert(inquiries)
        .values(brandIds.map((brandId) => ({ userId, brandId, ...contact, ...termsOf.get(brandId), createdAt: now })))
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
      return { created, itemCount: lines.length }
    })
    // Every account of each brand hears of its inquiry, once the inquiries exist for it to open.
    for (const { id, brandId } of sent.created) {
      await notify(db, { kind: 'new_inquiry', inquiryId: id, to: { brandIds: [brandId] } }, now)
    }
    return {
      inquiry_ids: sent.created.map((row) => row.id),
      brand_count: sent.created.length,
      item_count: sent.itemCount,
    }
  }),
]
