/**
 * Merges the visitor's local cart (src/lib/inquiry-cart/local-cart.ts) into the account's server cart after login.
 * Each line is one `opbGoodsAddCar` whose idempotency key is derived from the line (its uid and
 * quantity), so a merge interrupted by a reload, or run twice at once by two tabs, adds each line
 * exactly once. A line leaves the local cart only when the server has it.
 */
import { localCart } from '@/lib/inquiry-cart/local-cart'
import { ApiRequestError, request } from '@/api/client/request'
import { opbGoodsAddCarEndpoint } from '@/api/client/opb-goods.gen'

let running: Promise<MergeResult> | null = null

export type MergeResult = { merged: number; failed: number }

export function mergeLocalCart(): Promise<MergeResult> {
  running ??= run().finally(() => {
    running = null
  })
  return running
}

async function run(): Promise<MergeResult> {
  const result: MergeResult = { merged: 0, failed: 0 }
  for (const line of localCart.get()) {
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
  return result
}
