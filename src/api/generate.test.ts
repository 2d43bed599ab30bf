import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import pkg from '../../package.json' with { type: 'json' }
import { contractEntries } from './contract/registry'
import { renderClientFiles, renderOpenApi } from './generate'

describe('generated API files', () => {
  it('the typed client (src/api/client.gen.ts, src/api/client/*.gen.ts) is up to date with the contract (run npm run gen:api)', () => {
    const files = renderClientFiles(contractEntries)
    for (const { path, content } of files) expect({ path, content: readFileSync(path, 'utf8') }).toEqual({ path, content })
    // No module left behind by a contract module that was renamed or removed.
    const written = readdirSync('src/api/client').filter((name) => name.endsWith('.gen.ts'))
    expect(written.map((name) => `src/api/client/${name}`).toSorted()).toEqual(
      files
        .map((file) => file.path)
        .filter((path) => path.startsWith('src/api/client/'))
        .toSorted(),
    )
  })

  it('public/openapi.json is up to date with the contract (run npm run gen:api)', () => {
    expect(readFileSync('public/openapi.json', 'utf8')).toBe(
      renderOpenApi(contractEntries, { title: 'B2B showcase API', version: pkg.version }),
    )
  })

  // Spec §7's 68 plus our own. Each issue that adds an endpoint names it here, so an entry that
  // appears or disappears unannounced fails this test: the accounts issue's (WeChat QR start and
  // status, ticket exchange, phone linking, role, registration, the current account), the
  // catalogue's (favourites list, search suggestions, facet counts) and the monitoring ingest and its report.
  const ACCOUNTS = ['wechatQr', 'wechatQrStatus', 'wechatTicket', 'wechatBindMobile', 'setRole', 'register', 'me']
  // Facet counts that follow a search.
  const CATALOGUE = ['favoriteList', 'suggest', 'alternatives', 'getOpbGoodsFacets', 'getBrandFacets', 'searchLog', 'searchClick']
  // The information pages as typed blocks (src/api/contract/content.ts).
  const CONTENT = ['contentPage', 'articleLanguages']
  // The inquiry inbox, threads, quotes and responsiveness (src/api/contract/inquiry.ts).
  const INQUIRIES = [
    'brandInbox',
    'myInquiries',
    'inquiryThread',
    'postInquiryQuote',
    'postInquiryMessage',
    'closeInquiry',
    'brandResponsiveness',
    'declineQuote',
    // Writing to a supplier without the cart (ADR 115).
    'contactSupplier',
    // A counter-offer on the latest quote version (ADR 117).
    'counterQuote',
    // A sample request on the latest quote and the brand's answer (ADR 122).
    'requestSample',
    'advanceSample',
  ]
  // The analyst reports and their CSV, and the search report.
  const REPORTS = ['reportBuyer', 'reportMonthly', 'reportCsv', 'reportSearch']
  // Suppliers' offers on bulk requests.
  const OFFERS = ['bulkInbox', 'bulkRequestForBrand', 'postBulkOffer', 'myBulkRequests', 'counterBulkOffer', 'declineBulkCounter']
  // What each user is told, and on which channels (src/api/contract/notification.ts).
  const NOTIFICATIONS = ['myNotifications', 'unreadNotifications', 'markNotificationsRead', 'notificationPrefs', 'setNotificationPrefs']
  // The buyer's decision on a quote and the orders it makes (src/api/contract/order.ts).
  const ORDERS = ['acceptQuote', 'orderList', 'orderDetail', 'advanceOrder', 'awardBulkOffer']
  const ADDED = [...ACCOUNTS, ...CATALOGUE, ...CONTENT, ...INQUIRIES, ...REPORTS, ...OFFERS, ...NOTIFICATIONS, ...ORDERS]
  // Events and buyer matching: src/api/contract/events.ts.
  const EVENTS = [
    'activityEventInfo',
    'exhibitionHall',
    'myEventStatus',
    'activityRegister',
    'myBuyerProfile',
    'verificationQueue',
    'verifyBuyer',
    // Brands verified by an organiser, and the brands taking part in an activity.
    'myBrandApplication',
    'brandVerificationQueue',
    'verifyBrand',
    'setActivityBrands',
    'activityBrandList',
    'myWishes',
    'updateWish',
    'brandWishes',
    'brandAnswerWish',
    'brandRequestMeeting',
    'activityBuyerList',
    'scheduleView',
    'scheduleRun',
    'pairRule',
    'schedulePublish',
    'myMeetings',
  ]
  // Hall screens, announcements and check-in, and meeting records on phones (src/api/contract/live.ts).
  const LIVE = [
    'hallBoard',
    'hallDemandWall',
    'hallAnnouncementPost',
    'hallAnnouncementRemove',
    'checkinList',
    'badgeCheckin',
    'recordList',
    'recordHead',
    'recordSave',
    'meetingMove',
    'noShowBoard',
    'noShowApply',
    'noShowSettings',
    'demandPost',
    'demandMine',
    'demandWithdraw',
  ]
  // The content editor (src/api/contract/editor.ts).
  const EDITOR = ['editorItems', 'editorPage', 'editorSaveBlock', 'editorSave', 'editorPublish', 'editorCreate', 'editorArrange']
  const OWN_ENDPOINTS = ['POST /api/monitor', 'GET /api/monitor/report']
  const TOTAL = 68 + ADDED.length + EVENTS.length + LIVE.length + EDITOR.length + OWN_ENDPOINTS.length

  it('covers the 68 endpoints of spec §7 and our own, each once, with unique client names', () => {
    expect(contractEntries).toHaveLength(TOTAL)
    const routes = contractEntries.map(({ def }) => `${def.method} ${def.path.toLowerCase()}`)
    expect(new Set(routes).size).toBe(TOTAL)
    for (const own of OWN_ENDPOINTS) expect(routes).toContain(own.toLowerCase().replace(/^(get|post)/, (m) => m.toUpperCase()))
    const names = contractEntries.map(({ def }) => def.name)
    expect(new Set(names).size).toBe(TOTAL)
    expect(names).toEqual(expect.arrayContaining([...ADDED, ...EVENTS, ...LIVE, ...EDITOR]))
    const openapi = JSON.parse(readFileSync('public/openapi.json', 'utf8')) as { paths: Record<string, Record<string, unknown>> }
    const operations = Object.values(openapi.paths).flatMap((methods) => Object.keys(methods))
    expect(operations).toHaveLength(TOTAL)
  })
})
