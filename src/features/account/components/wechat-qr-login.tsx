import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { startApp } from '../hooks/use-app-start'
import { useIsMobileVariant } from '../hooks/use-complete-login'
import { afterLoginPath } from '../utils/redirect'
import { browserTokenStore, isLoggedIn, useUserInfo } from '../utils/user-info'
import { FormMessage } from './form-controls'
import { wechatQr, wechatQrStatus } from '@/api/client.gen'
import { ApiRequestError } from '@/api/client/request'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

type Status = 'loading' | 'waiting' | 'scanned' | 'confirmed' | 'used' | 'expired' | 'cancelled' | 'error'
type Qr = { state: string; url: string; expiresAt: number; standIn: boolean; svg: string }

const POLL_MS = 1500

async function renderQr(text: string): Promise<string> {
  // The QR library is loaded only when the WeChat tab opens.
  const { toString } = await import('qrcode')
  return toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
}

/**
 * WeChat QR login: a QR of the qrconnect URL (appid, redirect_uri and a state bound to this
 * browser), refreshed when it expires. Its status is polled: waiting → scanned (confirm on the
 * phone) → confirmed. WeChat (or the built-in stand-in) then sends the browser to the return
 * page, whose handler logs in; this tab follows through the shared userInfo.
 */
export function WechatQrLogin({ redirect }: { redirect?: string }) {
  // Each QR is a session of its own; "refresh" starts a new one from a clean state.
  const [attempt, setAttempt] = useState(0)
  return <WechatQrSession key={attempt} redirect={redirect} onRefresh={() => setAttempt((n) => n + 1)} />
}

function WechatQrSession({ redirect, onRefresh }: { redirect?: string; onRefresh: () => void }) {
  const router = useRouter()
  const mobile = useIsMobileVariant()
  const info = useUserInfo()
  const [qr, setQr] = useState<Qr | null>(null)
  const [status, setStatus] = useState<Status>('loading')
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let alive = true
    void (async () => {
      try {
        await startApp()
        const browserToken = browserTokenStore.get()
        if (!browserToken) throw new ApiRequestError(m.api_error_timeout(), null, null)
        const loginPage = mobile ? '/mobile/login' : '/login'
        const returnPath = redirect ? `${loginPage}?${new URLSearchParams({ redirect }).toString()}` : loginPage
        const answer = await wechatQr({ browser_token: browserToken, return_path: returnPath }, { toast: false })
        const svg = await renderQr(answer.qrconnect_url)
        if (!alive) return
        setQr({ state: answer.state, url: answer.qrconnect_url, expiresAt: Date.parse(answer.expires_at), standIn: answer.stand_in, svg })
        setStatus('waiting')
      } catch (caught) {
        if (!alive) return
        setStatus('error')
        setError(caught instanceof ApiRequestError ? caught.message : m.api_error_unknown())
      }
    })()
    return () => {
      alive = false
    }
  }, [mobile, redirect])

  // Poll the status while the QR is live.
  useEffect(() => {
    if (!qr || (status !== 'waiting' && status !== 'scanned')) return
    const browserToken = browserTokenStore.get()
    if (!browserToken) return
    const timer = window.setInterval(async () => {
      if (Date.now() >= qr.expiresAt) {
        setStatus('expired')
        return
      }
      const answer = await wechatQrStatus({ state: qr.state, browser_token: browserToken }, { toast: false, reject: false })
      if (answer) setStatus((prev) => (prev === 'expired' ? prev : answer.status))
    }, POLL_MS)
    return () => window.clearInterval(timer)
  }, [qr, status])

  // The login finished in the tab WeChat returned to: move on here too.
  const loggedIn = isLoggedIn(info)
  useEffect(() => {
    if (!loggedIn || (status !== 'confirmed' && status !== 'used' && status !== 'scanned')) return
    void router.navigate({ href: afterLoginPath(redirect, mobile) })
  }, [loggedIn, status, router, redirect, mobile])

  const overlay =
    status === 'scanned'
      ? { title: m.wechat_scanned_title(), text: m.wechat_scanned_text() }
      : status === 'confirmed' || status === 'used'
        ? { title: m.wechat_confirmed_title(), text: m.wechat_confirmed_text() }
        : status === 'expired'
          ? { title: m.wechat_expired_title(), text: m.wechat_expired_text() }
          : status === 'cancelled'
            ? { title: m.wechat_cancelled_title(), text: m.wechat_expired_text() }
            : null

  return (
    <div className="flex flex-col items-center gap-16 text-center">
      <div
        className={cn('relative flex items-center justify-center rounded-lg border border-border bg-white p-8', mobile ? 'size-200' : 'size-240')}
        data-testid="wechat-qr"
        data-status={status}
      >
        {qr ? (
          <div
            role="img"
            aria-label={m.wechat_qr_alt()}
            className={cn('size-full [&>svg]:size-full', overlay ? 'opacity-15' : '')}
            // The SVG is drawn by the QR library from the server's URL, not from user input.
            dangerouslySetInnerHTML={{ __html: qr.svg }}
          />
        ) : (
          <span className="text-dp-14 text-muted-foreground">{status === 'error' ? m.wechat_unavailable() : m.wechat_loading()}</span>
        )}
        {overlay ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-8 p-12">
            <strong className="text-dp-16 text-brand-ink">{overlay.title}</strong>
            <span className="text-dp-13 text-muted-foreground">{overlay.text}</span>
            {status === 'expired' || status === 'cancelled' ? (
              <Button type="button" size="sm" onClick={onRefresh}>
                {m.wechat_refresh()}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {overlay ? `${overlay.title}. ${overlay.text}` : status === 'waiting' ? m.wechat_instructions() : ''}
      </p>
      <p className="max-w-360 text-dp-14 text-muted-foreground">{m.wechat_instructions()}</p>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      {status === 'error' ? (
        <Button type="button" variant="outline" onClick={onRefresh}>
          {m.wechat_refresh()}
        </Button>
      ) : null}
      {qr?.standIn && (status === 'waiting' || status === 'scanned') ? (
        <a href={qr.url} target="_blank" rel="noopener" className="text-dp-14 text-primary underline-offset-4 hover:underline">
          {m.wechat_open_stand_in()}
        </a>
      ) : null}
    </div>
  )
}
