import { useQuery } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { unreadCountQuery } from '../api/queries'
import { badgeCount } from '../utils/labels'
import { cn } from '@/lib/utils'
import { useViewer } from '@/lib/use-viewer'
import { m } from '@/paraglide/messages'

/**
 * The bell in the header, with the number of unread notifications. Personal, so it shows only
 * after hydration for a logged-in viewer (the server renders nothing here); the count is asked
 * again on every navigation, since opening a thread marks its notifications read.
 */
export function NotificationBell({ compact = false }: { compact?: boolean }) {
  const viewer = useViewer()
  if (!viewer) return null
  return <Bell userId={viewer.userId} compact={compact} />
}

function Bell({ userId, compact }: { userId: number; compact: boolean }) {
  const unread = useQuery(unreadCountQuery(userId))
  const router = useRouter()
  const { refetch } = unread
  useEffect(() => router.subscribe('onResolved', () => void refetch()), [router, refetch])
  const count = unread.data?.unread_count ?? 0
  return (
    <Link
      to="/notifications"
      className={cn(
        'relative inline-flex min-h-[24px] min-w-[24px] items-center justify-center gap-6 rounded-md px-6 py-4 text-dp-14 text-foreground/80 hover:text-primary',
        compact && 'px-4',
      )}
      aria-label={count ? m.notif_bell_label_count({ count: badgeCount(count) }) : m.notif_bell_label()}
      data-testid="header-bell"
    >
      <svg aria-hidden viewBox="0 0 24 24" className="size-[max(18px,calc(var(--spacing)*20))] fill-none stroke-current stroke-2">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {count ? (
        <span
          className="min-w-[18px] rounded-full bg-primary px-4 text-center text-[11px] leading-[18px] font-semibold text-primary-foreground"
          data-testid="header-bell-count"
        >
          {badgeCount(count)}
        </span>
      ) : null}
    </Link>
  )
}
