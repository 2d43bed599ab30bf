import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { isLoggedIn, useUserInfo } from '@/lib/user-info'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

type Measured = { width: number; fontSize: string; colorMode: string; userAgent: string }

/** /test1: what this browser reports to the site; measured after hydration. */
export function DiagnosticsTable() {
  const device = useRouteContext({ from: '__root__', select: (c) => c.device })
  const info = useUserInfo()
  const [measured, setMeasured] = useState<Measured | null>(null)
  useEffect(() => {
    const measure = () => {
      const root = document.documentElement
      setMeasured({
        width: root.clientWidth,
        fontSize: getComputedStyle(root).fontSize,
        colorMode: getComputedStyle(root).colorScheme,
        userAgent: navigator.userAgent,
      })
    }
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [])
  const rows: Array<[string, string, string]> = [
    ['locale', m.diag_locale(), getLocale()],
    ['device', m.diag_device(), device === 'mobile' ? m.device_mobile() : m.device_pc()],
    ['width', m.diag_width(), measured ? `${measured.width} px` : '…'],
    ['font', m.diag_font(), measured?.fontSize ?? '…'],
    ['color', m.diag_color(), measured?.colorMode ?? '…'],
    ['login', m.diag_logged_in(), isLoggedIn(info) ? m.diag_yes() : m.diag_no()],
    ['ua', m.diag_ua(), measured?.userAgent ?? '…'],
  ]
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-24 gap-y-10 rounded-xl border border-border p-20 text-dp-14">
      {rows.map(([id, label, value]) => (
        <div key={id} className="contents" data-testid={`diag-${id}`}>
          <dt className="font-medium text-muted-foreground">{label}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
