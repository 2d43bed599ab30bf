// Apart from the badge: product pages' heads (JSON-LD) use the label in the initial chunk.
import { m } from '@/paraglide/messages'

/** The short label of a certificate type (halal, organic, …), in the current language. */
export function certificateLabel(type: string): string {
  switch (type) {
    case 'halal':
      return m.cat_b_cert_halal()
    case 'organic':
      return m.cat_b_cert_organic()
    case 'gap':
      return m.cat_b_cert_gap()
    case 'haccp':
      return 'HACCP'
    case 'iso22000':
      return 'ISO 22000'
    case 'fairtrade':
      return m.cat_b_cert_fairtrade()
    case 'kosher':
      return m.cat_b_cert_kosher()
    default:
      return type.toUpperCase()
  }
}
