import { useHydrated } from '@tanstack/react-router'
import {
  type CartLine,
  useChangeQuantityMutation,
  useDeleteCartLinesMutation,
  useReorderCartMutation,
  useRestoreCartLineMutation,
  useServerCart,
} from '../api/queries'
import { isLoggedIn, useUserInfo } from '@/lib/user-info'
import { localCart, type LocalCartLine, useLocalCart } from '@/lib/inquiry-cart/local-cart'

/** A cart line as the page shows it, whichever cart it comes from. */
export type ModelLine = Omit<LocalCartLine, 'uid'> & { id: string; below_moq: boolean }

export type BrandGroup = { brand: ModelLine['brand']; lines: Array<ModelLine> }

/** Lines grouped by brand, the groups in the order of their first line. */
export function groupByBrand(lines: Array<ModelLine>): Array<BrandGroup> {
  const groups = new Map<number, BrandGroup>()
  for (const line of lines) {
    const group = groups.get(line.brand.id) ?? { brand: line.brand, lines: [] }
    group.lines.push(line)
    groups.set(line.brand.id, group)
  }
  return [...groups.values()]
}

/** Line ids are `c<cart_id>` (server) or `g<goods_id>` (local): the number after the letter. */
const cartIdOf = (id: string) => Number(id.slice(1))
const fromServer = (line: CartLine): ModelLine => ({ ...line, id: `c${line.cart_id}` })
const fromLocal = ({ uid: _uid, ...line }: LocalCartLine): ModelLine => ({
  ...line,
  id: `g${line.goods_id}`,
  below_moq: line.quantity < line.moq,
})

/**
 * The cart the page works on: the server cart when logged in, else the browser's local cart,
 * with the same actions on both. Server writes are optimistic (see ../api/queries.ts).
 */
export function useCartModel() {
  const hydrated = useHydrated()
  const loggedIn = isLoggedIn(useUserInfo())
  const local = useLocalCart()
  const server = useServerCart(loggedIn)
  const change = useChangeQuantityMutation()
  const reorder = useReorderCartMutation()
  const remove = useDeleteCartLinesMutation()
  const restore = useRestoreCartLineMutation()

  const serverList = server.data?.list ?? []
  const lines = loggedIn ? serverList.map(fromServer) : local.map(fromLocal)

  return {
    ready: hydrated && (!loggedIn || server.isSuccess),
    error: loggedIn && server.isError,
    retry: () => void server.refetch(),
    loggedIn,
    lines,
    groups: groupByBrand(lines),
    setQuantity(line: ModelLine, quantity: number) {
      if (loggedIn) change.mutate({ cart_id: cartIdOf(line.id), quantity })
      else localCart.setQuantity(line.goods_id, quantity)
    },
    /** New order of every line, as line ids. */
    reorder(ids: Array<string>) {
      if (loggedIn) reorder.mutate({ order: ids.map(cartIdOf) })
      else localCart.reorder(ids.map(cartIdOf))
    },
    remove(line: ModelLine) {
      if (loggedIn) remove.mutate({ cart_ids: [cartIdOf(line.id)] })
      else localCart.remove(line.goods_id)
    },
    /** Undo of a removal: the line comes back at its place in `order` (ids before the removal). */
    restore(line: ModelLine, order: Array<string>) {
      if (loggedIn) {
        const serverLine = { ...line, cart_id: cartIdOf(line.id), position: order.indexOf(line.id) } as CartLine
        restore.mutate({ line: serverLine, order: order.map(cartIdOf) })
      } else {
        const { id: _id, below_moq: _below, ...stored } = line
        localCart.restore({ ...stored, uid: `${line.goods_id}-${Date.now().toString(36)}` }, order.indexOf(line.id))
      }
    },
  }
}
