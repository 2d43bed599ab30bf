// The catalogue feature's writes, apart from its queries (as the brands feature keeps them, ADR 037).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { contactSupplierMutation } from '@/api/client/inquiry.gen'

/** "Contact supplier" on a product page: a thread with its brand about it (ADR 115); the buyer's inquiries are read again. */
export function useContactSupplierMutation() {
  const client = useQueryClient()
  return useMutation({
    ...contactSupplierMutation({ toast: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['inquiry'] }),
  })
}
