import { failureMessage } from '@/api/client/pipeline'
import { ContactSupplier } from '@/components/dialog/contact-supplier'
import { useContactSupplierMutation } from '../api/mutations'

/** "Contact supplier" on a brand page: a message to the brand, without the cart. */
export function BrandContact({ brandId, brandName }: { brandId: number; brandName: string }) {
  const contact = useContactSupplierMutation()
  return (
    <ContactSupplier
      brandId={brandId}
      brandName={brandName}
      className="flex-1"
      pending={contact.isPending}
      failure={failureMessage}
      send={(body, done) =>
        contact.mutate({ brand_id: brandId, body }, { onSuccess: (data) => done.onSuccess(data.inquiry_id), onError: done.onError })
      }
    />
  )
}
