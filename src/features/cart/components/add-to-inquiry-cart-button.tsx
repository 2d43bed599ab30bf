import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { isLoggedIn, useUserInfo } from '@/lib/user-info'
import { opbGoodsAddCarEndpoint } from '@/api/client/opb-goods.gen'
import { notify } from '@/lib/notify'
import { sendQueuedWrite } from '@/api/client/queued-write'
import { m } from '@/paraglide/messages'

/**
 * "Add to inquiry cart" for one product: the first user of the offline write queue. Offline,
 * the add is kept by the service worker and sent, once, when the connection returns; the
 * pending-writes indicator shows it meanwhile. Without a login it offers the login page.
 */
export function AddToInquiryCartButton({ goodsId, quantity = 1 }: { goodsId: number; quantity?: number }) {
  const user = useUserInfo()
  const [busy, setBusy] = useState(false)
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
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        try {
          const result = await sendQueuedWrite(opbGoodsAddCarEndpoint, { goods_id: goodsId, quantity })
          if (result.status === 'queued') void notify(m.cart_add_queued(), { kind: 'info' })
          else void notify(m.cart_added({ count: String(result.data.quantity) }), { kind: 'success' })
        } catch {
          // The pipeline has shown the server's message.
        } finally {
          setBusy(false)
        }
      }}
    >
      {m.cart_add()}
    </Button>
  )
}
