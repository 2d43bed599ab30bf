import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { startApp } from '../hooks/use-app-start'
import { useIsMobileVariant } from '../hooks/use-complete-login'
import { afterLoginPath } from '../utils/redirect'
import { browserTokenStore, isLoggedIn, useUserInfo } from '@/lib/user-info'
import { wechatLoginRequest } from '../utils/wechat-return'
import { FormMessage } from './form-controls'
import { wechatQr, wechatQrStatus } from '@/api/client/login.gen'
import { ApiRequestError } from '@/api/client/request'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

type Status = 'loading' | 'waiting' | 'scanned' | 'confirmed' | 'used' | 'expired' | 'cancelled' | 'error'
type Qr = { state: string; url: string; expiresAt: number; standIn: boolean }

const POLL_MS = 1500

/**
 * WeChat QR login. The QR is WeChat's own qrconnect page (appid, redirect_uri and a state bound
 * to this browser), embedded the way WeChat's wxLogin.js embeds it; in development and tests the
 * built-in stand-in serves that page. Its progress is polled to show the waiting states here:
 * scanned but not confirmed, confirmed, declined, expired (with a refresh). Once confirmed, the
 * page sends the whole window to the return URL, whose handler logs the user in.
 *
 * The form of the return follows the page: a plain /login uses the standard return; with a
 * `redirect` it is type 1 (the login lands on that page); with an `activity_id` it is type 2
 * (the buyer is tied to the activity and lands on its page).
 */
export function WechatQrLogin({ redirect, activityId }: { redirect?: string; activityId?: number }) {
  // Each QR is a session of its own; "refresh" starts a new one from a clean state.
  const [attempt, setAttempt] = useState(0)
  return <WechatQrSession key={attempt} redirect={redirect} activityId={activityId} onRefresh={() => setAttempt((n) => n + 1)} />
}

function WechatQrSession({ redirect, activityId, onRefresh }: { redirect?: string; activityId?: number; onRefresh: () => void }) {
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
        const request = wechatLoginRequest({ redirect, activityId, mobile, locale: getLocale() })
        const answer = await wechatQr({ browser_token: browserToken, ...request }, { toast: false })
        if (!alive) return
        setQr({ state: answer.state, url: answer.qrconnect_url, expiresAt: Date.parse(answer.expires_at), standIn: answer.stand_in })
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
  }, [mobile, redirect, activityId])

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

  // The login may finish in another tab of this browser: move on here too.
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
    <div className="flex flex-col items-center gap-12 text-center">
      {activityId ? <p className="text-dp-14 font-medium text-brand-ink">{m.wechat_for_activity()}</p> : null}
      <div
        className={cn(
          'relative overflow-hidden rounded-lg border border-border bg-white',
          !qr ? 'h-[160px] w-full max-w-[340px]' : mobile ? 'h-[400px] w-full max-w-[340px]' : 'h-[400px] w-[340px]',
        )}
        data-testid="wechat-qr"
        data-status={status}
      >
        {qr ? (
          <iframe
            src={qr.url}
            title={m.wechat_qr_alt()}
            className="size-full border-0"
            // As WeChat's wxLogin.js: the page runs its script on its own origin and sends the top window to the return URL.
            // oxlint-disable-next-line react/iframe-missing-sandbox -- WeChat's page (or the stand-in) is trusted and needs its origin
            sandbox="allow-scripts allow-same-origin allow-top-navigation allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="no-referrer"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-dp-14 text-muted-foreground">
            {status === 'error' ? m.wechat_unavailable() : m.wechat_loading()}
          </span>
        )}
        {overlay ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-8 bg-white/90 p-16">
            <strong className="text-dp-18 text-brand-ink">{overlay.title}</strong>
            <span className="text-dp-14 text-muted-foreground">{overlay.text}</span>
            {status === 'expired' || status === 'cancelled' ? (
              <Button type="button" size="sm" onClick={onRefresh}>
                {m.wechat_refresh()}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {overlay ? `${overlay.title}. ${overlay.text}` : ''}
      </p>
      <p className="max-w-360 text-dp-14 text-muted-foreground">{m.wechat_instructions()}</p>
      {qr?.standIn ? <p className="max-w-360 text-dp-13 text-muted-foreground">{m.wechat_stand_in_note()}</p> : null}
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      {status === 'error' ? (
        <Button type="button" variant="outline" onClick={onRefresh}>
          {m.wechat_refresh()}
        </Button>
      ) : null}
    </div>
  )
}
