import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useAddToCartMutation } from '../api/add-to-cart'
import { QuantityStepper } from './quantity-stepper'
import { unitLabel } from '@/components/catalogue/format'
import { Button } from '@/components/ui/button'
import { isLoggedIn, useUserInfo } from '@/lib/user-info'
import type { LocalCartLine } from '@/lib/inquiry-cart/local-cart'
import { notify } from '@/lib/notify'
import { m } from '@/paraglide/messages'

/**
 * The code an add needs: the visitor's local cart, and the offline queue for a logged-in add.
 * Neither is needed to show the page, so both load after hydration rather than with the page's
 * first load (ADR 037); the first click awaits them if they are not there yet.
 */
const loadLocalCart = () => import('@/lib/inquiry-cart/local-cart')
const warmCartWrites = () => Promise.all([loadLocalCart(), import('@/api/client/queued-write')])

export type CartProduct = Omit<LocalCartLine, 'uid' | 'quantity' | 'goods_id'> & { id: number }

/**
 * "Add to inquiry cart" with a quantity (starting at the MOQ). Logged in, the add goes to the
 * server (queued when offline); a visitor's add is kept in this browser and merged at login.
 */
export function AddToCartPanel({ product }: { product: CartProduct }) {
  const [quantity, setQuantity] = useState(product.moq)
  const [added, setAdded] = useState(false)
  const loggedIn = isLoggedIn(useUserInfo())
  const add = useAddToCartMutation()
  useEffect(() => {
    warmCartWrites().catch(() => undefined)
  }, [])

  const onAdd = async () => {
    if (!loggedIn) {
      const loaded = await loadLocalCart().catch(() => undefined)
      if (!loaded) {
        void notify(m.offline_hint(), { kind: 'error' })
        return
      }
      try {
        const { localCart } = loaded
        const { id, ...rest } = product
        const total = localCart.add({ ...rest, goods_id: id, quantity })
        void notify(m.cart_added({ count: String(total) }), { kind: 'success' })
        setAdded(true)
      } catch {
        void notify(m.cart_b_full(), { kind: 'error' })
      }
      return
    }
    try {
      const result = await add.mutateAsync({ goods_id: product.id, quantity })
      if (result.status === 'queued') void notify(m.cart_add_queued(), { kind: 'info' })
      else void notify(m.cart_added({ count: String(result.data.quantity) }), { kind: 'success' })
      setAdded(true)
    } catch {
      // sendQueuedWrite has shown the server's message.
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center gap-12">
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          label={m.cart_b_quantity_of({ name: product.name })}
          unit={unitLabel(product.unit)}
          testId="add-quantity"
        />
        <Button size="lg" className="flex-1 sm:flex-none" onClick={onAdd} disabled={add.isPending} data-testid="add-to-cart">
          {m.cart_add()}
        </Button>
        {added ? (
          <Link to="/addInquiry" className="text-dp-14 font-medium text-primary hover:underline" data-testid="view-cart">
            {m.cart_b_view_cart()}
          </Link>
        ) : null}
      </div>
      {quantity < product.moq ? (
        <p className="text-dp-13 text-amber-700" role="status">
          {m.cart_b_below_moq({ moq: String(product.moq), unit: unitLabel(product.unit) })}
        </p>
      ) : null}
    </div>
  )
}
