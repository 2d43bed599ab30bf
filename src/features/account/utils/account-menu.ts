import type { LinkProps } from '@tanstack/react-router'
import type { Role } from '@/lib/roles'
import { m } from '@/paraglide/messages'

export type AccountMenuEntry = { to: NonNullable<LinkProps['to']>; search?: { id: number }; label: () => string }

/**
 * The account menu's pages by role. Only pages that exist and show real content
 * are listed; an entry is added here when its page is built (a buyer's inquiry list, a brand's
 * inbox and report, the analyst's reports).
 */
export function accountMenuEntries(role: Role | null, brandId: number | null): Array<AccountMenuEntry> {
  switch (role) {
    case 'buyer':
      return [
        { to: '/addInquiry', label: m.cart_b_title },
        { to: '/inquiries', label: m.inbox_mine_title },
        { to: '/meetings', label: m.ev_my_meetings },
        { to: '/favorites', label: m.page_favorites_title },
      ]
    case 'brand':
      return [
        ...(brandId === null ? [] : [{ to: '/brand' as const, search: { id: brandId }, label: m.account_menu_brand_page }]),
        { to: '/inbox', label: m.inbox_title },
        { to: '/report/brand', label: m.brandreport_menu },
        { to: '/meetings', label: m.ev_my_meetings },
      ]
    case 'organiser':
      return [
        { to: '/organiser', label: m.ev_organiser_title },
        { to: '/organiser/schedule', label: m.ev_schedule_title },
        // Organisers read the platform reports too (the server lets staff in).
        { to: '/report/monthly', label: m.page_report_monthly_title },
        { to: '/report/buyer', label: m.page_report_buyer_title },
        { to: '/report/brand', label: m.brandreport_menu },
        { to: '/report/search', label: m.page_report_search_title },
      ]
    case 'analyst':
      return [
        { to: '/report/monthly', label: m.page_report_monthly_title },
        { to: '/report/buyer', label: m.page_report_buyer_title },
        { to: '/report/brand', label: m.brandreport_menu },
        { to: '/report/search', label: m.page_report_search_title },
        { to: '/report/monitoring', label: m.page_report_monitoring_title },
      ]
    case 'editor':
      return [{ to: '/editor', label: m.editor_title }]
    default:
      return []
  }
}
