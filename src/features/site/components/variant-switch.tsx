import { usePublicConfig } from '../utils/use-public-config'
import { switchVariant } from '../utils/preferences'
import type { Device } from '@/lib/device'
import { m } from '@/paraglide/messages'

/** "Mobile site" / "Desktop site": a visible choice that overrides the device redirect. */
export function VariantSwitch({ target }: { target: Device }) {
  const { cookie } = usePublicConfig()
  return (
    <button
      type="button"
      data-testid="variant-switch"
      onClick={() => switchVariant(target, cookie)}
      className="text-dp-14 underline underline-offset-4 hover:text-foreground"
    >
      {target === 'mobile' ? m.variant_to_mobile() : m.variant_to_desktop()}
    </button>
  )
}
