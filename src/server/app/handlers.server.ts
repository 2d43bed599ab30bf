/**
 * The one registry of handlers: every domain's handlers of the contract's endpoints (the contract
 * in src/api/contract stays grouped by the spec's URL groups; a group may be served by several
 * domains, e.g. Home/ by content, brands and pavilions).
 */
import type { BoundHandler } from '../http/handler'
import { handlers as favouriteList } from '../accounts/favourite-list.server'
import { handlers as favourites } from '../accounts/favourites.server'
import { handlers as login } from '../accounts/login.server'
import { wechatHandlers as wechat } from '../accounts/wechat.server'
import { handlers as brandApplications } from '../brands/brand-applications.server'
import { handlers as brandSearch } from '../brands/brand-search.server'
import { handlers as brand } from '../brands/brand.server'
import { handlers as supplier } from '../brands/supplier.server'
import { handlers as cart } from '../cart-inquiry/cart.server'
import { handlers as inquiryInbox } from '../inquiries/inquiries.server'
import { handlers as inquiryOrders } from '../inquiries/orders.server'
import { handlers as bulkAward } from '../inquiries/award.server'
import { handlers as contactSupplier } from '../inquiries/contact.server'
import { handlers as counterOffers } from '../inquiries/counter.server'
import { handlers as sampleRequests } from '../inquiries/samples.server'
import { handlers as categories } from '../catalogue/categories.server'
import { handlers as opbGoods } from '../catalogue/opb-goods.server'
import { handlers as articles } from '../content/articles.server'
import { handlers as common } from '../content/common.server'
import { handlers as home } from '../content/home.server'
import { handlers as records } from '../live/records.server'
import { handlers as contentPages } from '../content/pages.server'
import { handlers as editor } from '../content/editor.server'
import { handlers as activity } from '../events/activity.server'
import { handlers as buyers } from '../matching/buyers.server'
import { handlers as looking } from '../matching/looking.server'
import { meetingHandlers as meetings } from '../matching/meetings.server'
import { wishHandlers as wishes } from '../matching/wishes.server'
import { recoveryHandlers as recovery } from '../matching/recovery.server'
import { handlers as upload } from '../media/upload-endpoint.server'
import { handlers as monitor } from '../monitoring/monitor.server'
import { handlers as notificationList } from '../notifications/handlers.server'
import { handlers as pavilions } from '../pavilions/pavilions.server'
import { handlers as bulk } from '../procurement/bulk.server'
import { handlers as bulkOffers } from '../procurement/offers.server'
import { handlers as reports } from '../reports/reports.server'
import { handlers as searchReport } from '../reports/search-report.server'
import { eventHandlers as events } from '../events/handlers.server'
import { handlers as searchAlternatives } from '../search/alternatives.server'
import { handlers as search } from '../search/suggest.server'
import { handlers as searchLog } from '../search/search-log.server'
import { handlers as live } from '../live/board.server'
import { checkinHandlers as checkin } from '../live/checkin.server'
import { demandHandlers as demands } from '../live/demands.server'

/** Every implemented endpoint, by domain. */
export const allHandlers: Array<BoundHandler> = [
  // catalogue
  ...opbGoods,
  ...categories,
  // cart and inquiries
  ...cart,
  ...inquiryInbox,
  ...inquiryOrders,
  ...bulkAward,
  ...contactSupplier,
  ...counterOffers,
  ...sampleRequests,
  // brands
  ...brandSearch,
  ...brand,
  ...supplier,
  ...brandApplications,
  // pavilions
  ...pavilions,
  // content
  ...home,
  ...common,
  ...articles,
  ...contentPages,
  ...editor,
  // events and matching
  ...activity,
  ...looking,
  ...buyers,
  // procurement
  ...bulk,
  ...bulkOffers,
  // media
  ...upload,
  // accounts
  ...login,
  ...wechat,
  ...favourites,
  ...favouriteList,
  // monitoring and reports
  ...monitor,
  ...reports,
  ...searchReport,
  // the events contract group: events and matching
  ...events,
  ...wishes,
  ...meetings,
  ...recovery,
  // search suggestions, the answer to a search that found nothing, and the search log
  ...search,
  ...searchAlternatives,
  ...searchLog,
  // hall screens, announcements and check-in
  ...live,
  ...checkin,
  ...demands,
  // the event day on phones: meeting records
  ...records,
  // what each user is told
  ...notificationList,
]
