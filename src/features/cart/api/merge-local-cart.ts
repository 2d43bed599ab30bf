/**
 * Merges the visitor's local cart (src/lib/inquiry-cart/local-cart.ts) into the account's server cart after login.
 * Each line is one `opbGoodsAddCar` whose idempotency key is derived from the line (its uid and
 * quantity), so a merge interrupted by a reload, or run twice at once by two tabs, adds each line
 * exactly once. A line leaves the local cart only when the server has it.
 */
import { localCart } from '@/lib/inquiry-cart/local-cart'
import { ApiRequestError, request } from '@/api/client/request'
import { opbGoodsAddCarEndpoint, opbGoodsCarEndpoint } from '@/api/client/opb-goods.gen'

let running: Promise<MergeResult> | null = null

export type MergeResult = { merged: number; failed: number }

/** A line the account's cart already held when the visitor's lines were merged into it. */
export type EarlierLine = { cart_id: number; goods_id: number; name: string }

const EARLIER_KEY = 'inquiryCartEarlier'

/**
 * The lines of the account's earlier cart that a merge at login added the visitor's lines to: kept
 * for this tab's session, so the cart page can say so and offer to take them out.
 */
export const earlierCartLines = {
  get(): Array<EarlierLine> {
    try {
      const raw = typeof window === 'undefined' ? null : window.sessionStorage.getItem(EARLIER_KEY)
      return raw ? (JSON.parse(raw) as Array<EarlierLine>) : []
    } catch {
      return []
    }
  },
  set(lines: Array<EarlierLine>) {
    try {
      if (lines.length) window.sessionStorage.setItem(EARLIER_KEY, JSON.stringify(lines))
      else window.sessionStorage.removeItem(EARLIER_KEY)
    } catch {
      // Storage refused (private mode): the note is not shown, nothing else changes.
    }
  },
}

export function mergeLocalCart(): Promise<MergeResult> {
  running ??= run().finally(() => {
    running = null
  })
  return running
}

async function run(): Promise<MergeResult> {
  const result: MergeResult = { merged: 0, failed: 0 }
  const local = localCart.get()
  // What the account's cart held before: told to the buyer after the merge.
  const before = local.length ? await request(opbGoodsCarEndpoint, {}, { toast: false, reject: false }) : undefined
  for (const line of local) {
    try {
      await request(
        opbGoodsAddCarEndpoint,
        { goods_id: line.goods_id, quantity: line.quantity, idempotency_key: `merge-${line.uid}-${line.quantity}`.slice(0, 64) },
        { toast: false },
      )
      localCart.remove(line.goods_id)
      result.merged++
    } catch (error) {
      result.failed++
      // Not a buyer (403), logged out (401) or offline: keep the lines for a later try.
      if (error instanceof ApiRequestError && (error.status === 403 || error.status === 401 || error.status === null)) break
      // The product is gone (or any other refusal of this line): drop it, go on with the rest.
      if (error instanceof ApiRequestError && error.code === 0 && error.status === 200) localCart.remove(line.goods_id)
    }
  }
  if (result.merged && before?.list.length) {
    const mergedGoods = new Set(local.map((line) => line.goods_id))
    const earlier = before.list
      .filter((line) => !mergedGoods.has(line.goods_id))
      .map((line) => ({ cart_id: line.cart_id, goods_id: line.goods_id, name: line.name }))
    const byCart = new Map([...earlierCartLines.get(), ...earlier].map((line) => [line.cart_id, line]))
    earlierCartLines.set([...byCart.values()])
  }
  return result
}
