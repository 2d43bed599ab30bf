import { Toaster as Sonner } from 'sonner'
import { constants } from '../../../app.config'

/** The app's one toast outlet (spec §8/§9: 3000 ms, offset 16). */
export function Toaster() {
  return (
    <Sonner
      theme="light"
      position="top-center"
      duration={constants.toast.durationMs}
      offset={constants.toast.offset}
      mobileOffset={constants.toast.offset}
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  )
}
