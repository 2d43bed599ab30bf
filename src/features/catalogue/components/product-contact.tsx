import { failureMessage } from '@/api/client/pipeline'
import { ContactSupplier } from '@/components/dialog/contact-supplier'
import { useContactSupplierMutation } from '../api/mutations'

/** "Contact supplier" on a product page: a message to its brand about this product, without the cart. */
export function ProductContact({
  brandId,
  brandName,
  productId,
  productName,
}: {
  brandId: number
  brandName: string
  productId: number
  productName: string
}) {
  const contact = useContactSupplierMutation()
  return (
    <ContactSupplier
      brandId={brandId}
      brandName={brandName}
      about={productName}
      pending={contact.isPending}
      failure={failureMessage}
      send={(body, done) =>
        contact.mutate(
          { brand_id: brandId, product_id: productId, body },
          { onSuccess: (data) => done.onSuccess(data.inquiry_id), onError: done.onError },
        )
      }
    />
  )
}
