import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'
import { earlyCapture, type EarlyCapture } from '../utils/early-capture'

type InstallPrompt = NonNullable<EarlyCapture['installPrompt']>

/**
 * The install offer (spec §4): shown when the browser fires `beforeinstallprompt` (kept by
 * the inline head script until this loads), cleared when the app is installed or the user
 * cancels the browser's dialog or closes the banner.
 */
export function InstallBanner() {
  const [prompt, setPrompt] = useState<InstallPrompt | null>(() => earlyCapture().installPrompt)
  useEffect(() => {
    const offered = () => setPrompt(earlyCapture().installPrompt)
    const installed = () => {
      earlyCapture().installPrompt = null
      setPrompt(null)
    }
    window.addEventListener('app:installable', offered)
    window.addEventListener('appinstalled', installed)
    return () => {
      window.removeEventListener('app:installable', offered)
      window.removeEventListener('appinstalled', installed)
    }
  }, [])
  if (!prompt?.prompt) return null
  const clear = () => {
    earlyCapture().installPrompt = null
    setPrompt(null)
  }
  return (
    <div
      role="region"
      aria-label={m.pwa_install_title()}
      data-testid="install-banner"
      className="flex max-w-[min(92vw,420px)] items-center gap-[10px] self-end rounded-lg border border-border bg-background px-[12px] py-[10px] text-[14px] shadow-lg"
    >
      <p className="grow">{m.pwa_install_text()}</p>
      <Button
        size="sm"
        onClick={async () => {
          await prompt.prompt?.()
          await prompt.userChoice?.catch(() => undefined)
          // Accepted or cancelled: a prompt can be used once.
          clear()
        }}
      >
        {m.pwa_install_button()}
      </Button>
      <Button size="sm" variant="ghost" aria-label={m.pwa_install_dismiss()} onClick={clear}>
        ×
      </Button>
    </div>
  )
}
