import { Link } from '@tanstack/react-router'
import { useAddToCartMutation } from '../api/add-to-cart'
import { Button } from '@/components/ui/button'
import { isLoggedIn, useUserInfo } from '@/lib/user-info'
import { notify } from '@/lib/notify'
import { m } from '@/paraglide/messages'

/**
 * "Add to inquiry cart" for one product: the first user of the offline write queue. Offline,
 * the add is kept by the service worker and sent, once, when the connection returns; the
 * pending-writes indicator shows it meanwhile. Without a login it offers the login page.
 */
export function AddToInquiryCartButton({ goodsId, quantity = 1 }: { goodsId: number; quantity?: number }) {
  const user = useUserInfo()
  const add = useAddToCartMutation()
  if (!isLoggedIn(user)) {
    return (
      <Button asChild variant="outline" data-testid="add-to-cart-login">
        <Link to="/login">{m.cart_login_to_add()}</Link>
      </Button>
    )
  }
  return (
    <Button
      data-testid="add-to-cart"
      disabled={add.isPending}
      onClick={() =>
        add.mutate(
          { goods_id: goodsId, quantity },
          {
            onSuccess: (result) =>
              result.status === 'queued'
                ? void notify(m.cart_add_queued(), { kind: 'info' })
                : void notify(m.cart_added({ count: String(result.data.quantity) }), { kind: 'success' }),
          },
        )
      }
    >
      {m.cart_add()}
    </Button>
  )
}
