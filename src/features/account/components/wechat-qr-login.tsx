import { useRouter } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useAppStartMutation, useWechatQrMutation, wechatQrStatusQuery } from '../api/queries'
import { errorText } from '../hooks/use-send-code'
import { useIsMobileVariant } from '../hooks/use-complete-login'
import { afterLoginPath } from '../utils/redirect'
import { browserTokenStore, isLoggedIn, useUserInfo } from '@/lib/user-info'
import { wechatLoginRequest } from '../utils/wechat-return'
import { FormMessage } from './form-controls'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

type Status = 'loading' | 'waiting' | 'scanned' | 'confirmed' | 'used' | 'expired' | 'cancelled' | 'error'

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
  const { mutateAsync: appStarted } = useAppStartMutation()
  const { mutate: requestQr, data: answer, error: qrError } = useWechatQrMutation()
  const qr = answer
    ? { state: answer.state, url: answer.qrconnect_url, expiresAt: Date.parse(answer.expires_at), standIn: answer.stand_in }
    : null

  // One QR per session, once the app start has given this browser its token.
  useEffect(() => {
    void appStarted().then(() => requestQr(wechatLoginRequest({ redirect, activityId, mobile, locale: getLocale() })))
  }, [appStarted, requestQr, mobile, redirect, activityId])

  // Its progress, polled while it is live; past its expiry it stays expired.
  const progress = useQuery({
    ...wechatQrStatusQuery({ state: qr?.state ?? '', browser_token: browserTokenStore.get() ?? '' }, qr?.expiresAt ?? 0),
    enabled: qr !== null,
  })
  const status: Status = qrError
    ? 'error'
    : !qr
      ? 'loading'
      : Math.max(progress.dataUpdatedAt, progress.errorUpdatedAt) >= qr.expiresAt
        ? 'expired'
        : (progress.data?.status ?? 'waiting')
  const error = qrError ? errorText(qrError) : null

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
