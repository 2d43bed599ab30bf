/**
 * The limit of every write endpoint: how many calls one caller may make in a
 * window, counted in the database (`rate_counters`, ADR 021) so every instance shares the count.
 * The dispatcher takes one unit before the handler runs; past the limit the answer is HTTP 429
 * with the envelope and a message in the caller's language. A caller is the session's user for
 * a logged-in call, else the client address. Finer limits stay in the handlers that have them
 * (code sends, password tries, anonymous forms, monitoring batches, one view per visitor, target
 * and hour, upload quotas); this table is the floor under every write.
 *
 * write-limits.server.test.ts walks the contract: a write endpoint missing here fails it.
 * `writeLimitTable()` prints the table for the README from the same data.
 */
export type WriteLimit = {
  /** Calls per window and caller. */
  max: number
  /** The window, in seconds. */
  windowSeconds: number
  /** What else limits the endpoint, in the handler (for the README table). */
  also?: string
}

const MINUTE = 60
const HOUR = 3600
const DAY = 86_400

export const WRITE_LIMITS: Record<string, WriteLimit> = {
  // ── anonymous ──
  postPv: { max: 120, windowSeconds: MINUTE, also: 'a view counts once per visitor, target and hour' },
  // Every fresh visitor's first page load asks for a token: a trade-fair hall's Wi-Fi or an office
  // puts 2,000 visitors an hour behind one address. A token alone can do little (abuse is capped
  // by what it can do, not by refusing it), and the browser reuses its own until it expires.
  createTokenOpb: { max: 2500, windowSeconds: HOUR, also: 'a token still valid is kept, not issued again' },
  userTokenEncryption: { max: 2500, windowSeconds: HOUR },
  getMobileVerifyCode: { max: 30, windowSeconds: HOUR, also: 'codes: 1 per number a minute, 10 per number and 50 per IP a day' },
  postEmailCode: { max: 30, windowSeconds: HOUR, also: 'codes: 1 per address a minute, 10 per address and 50 per IP a day' },
  postEditPassWordForEmail: { max: 30, windowSeconds: HOUR, also: 'one-time code' },
  login: { max: 60, windowSeconds: 10 * MINUTE, also: 'password tries locked per address' },
  checkWechatState: { max: 300, windowSeconds: 10 * MINUTE },
  wechatQr: { max: 60, windowSeconds: 10 * MINUTE },
  wechatTicket: { max: 60, windowSeconds: 10 * MINUTE },
  wechatCode: { max: 60, windowSeconds: 10 * MINUTE },
  wechatBindMobile: { max: 30, windowSeconds: 10 * MINUTE, also: 'one-time code' },
  wechatCodeUser: { max: 60, windowSeconds: 10 * MINUTE },
  wechatCodeUserActivity: { max: 60, windowSeconds: 10 * MINUTE },
  formPost: { max: 40, windowSeconds: DAY, also: 'anonymous forms: 5 per IP in 10 minutes, 20 a day' },
  monitorIngest: { max: 1200, windowSeconds: HOUR, also: 'events per client and per IP a minute' },
  searchLog: { max: 120, windowSeconds: MINUTE, also: 'the page logs a keyword once, not again on paging or going back' },
  searchClick: { max: 120, windowSeconds: MINUTE, also: 'the first product opened per search, within a day' },
  // ── optional login ──
  pcForm2Post: { max: 40, windowSeconds: DAY, also: 'anonymous forms: 5 per IP in 10 minutes, 20 a day' },
  // ── logged-in users ──
  loginOut: { max: 120, windowSeconds: HOUR },
  setRole: { max: 30, windowSeconds: HOUR },
  register: { max: 30, windowSeconds: HOUR },
  addFavorite: { max: 600, windowSeconds: HOUR },
  upload: { max: 60, windowSeconds: HOUR, also: 'uploads: 50 MB per user a day, 200 MB in all' },
  opbGoodsAddCar: { max: 1200, windowSeconds: MINUTE },
  opbGoodsChangeCar: { max: 1200, windowSeconds: MINUTE },
  postOpbGoodsCarDelete: { max: 1200, windowSeconds: MINUTE },
  postOpbGoodsCarBefore: { max: 600, windowSeconds: MINUTE },
  postOpbGoodsCar: { max: 60, windowSeconds: HOUR },
  lookingPost: { max: 60, windowSeconds: HOUR },
  activityRegister: { max: 60, windowSeconds: HOUR },
  updateWish: { max: 600, windowSeconds: HOUR },
  brandAnswerWish: { max: 600, windowSeconds: HOUR },
  brandRequestMeeting: { max: 200, windowSeconds: HOUR },
  // ── editors (any logged-in user can call them; the handler refuses the rest) ──
  editorSaveBlock: { max: 600, windowSeconds: HOUR },
  editorSave: { max: 600, windowSeconds: HOUR },
  editorPublish: { max: 120, windowSeconds: HOUR },
  editorCreate: { max: 60, windowSeconds: HOUR },
  editorArrange: { max: 300, windowSeconds: HOUR },
  // ── organisers (any logged-in user can call them; the handler refuses the rest) ──
  verifyBuyer: { max: 1200, windowSeconds: HOUR },
  verifyBrand: { max: 1200, windowSeconds: HOUR },
  setActivityBrands: { max: 600, windowSeconds: HOUR },
  pairRule: { max: 1200, windowSeconds: HOUR },
  scheduleRun: { max: 120, windowSeconds: HOUR },
  schedulePublish: { max: 60, windowSeconds: HOUR },
  // ── the event day (brand staff and organisers; the handler refuses the rest) ──
  recordSave: { max: 1200, windowSeconds: MINUTE, also: 'idempotency key: a repeat or an offline replay stores once' },
  // An abuse floor only; quotes have no monthly cap.
  inquiryThread: { max: 1200, windowSeconds: HOUR, also: 'opening a thread marks it read' },
  postInquiryQuote: { max: 600, windowSeconds: HOUR, also: 'no monthly cap on quotes' },
  postInquiryMessage: { max: 600, windowSeconds: HOUR },
  closeInquiry: { max: 600, windowSeconds: HOUR },
  declineQuote: { max: 600, windowSeconds: HOUR },
  counterQuote: { max: 600, windowSeconds: HOUR },
  requestSample: { max: 120, windowSeconds: HOUR, also: 'one open request per inquiry' },
  advanceSample: { max: 600, windowSeconds: HOUR },
  acceptQuote: { max: 600, windowSeconds: HOUR },
  advanceOrder: { max: 1200, windowSeconds: HOUR },
  awardBulkOffer: { max: 600, windowSeconds: HOUR },
  // A new thread is a new inquiry in a brand's inbox: capped like sending the cart.
  contactSupplier: { max: 120, windowSeconds: HOUR },
  markNotificationsRead: { max: 1200, windowSeconds: HOUR },
  setNotificationPrefs: { max: 120, windowSeconds: HOUR },
  bulkRequestForBrand: { max: 1200, windowSeconds: HOUR, also: 'opening a matching request marks it read' },
  postBulkOffer: { max: 600, windowSeconds: HOUR, also: 'one offer per brand and request, replaced' },
  counterBulkOffer: { max: 600, windowSeconds: HOUR },
  declineBulkCounter: { max: 600, windowSeconds: HOUR },
  hallAnnouncementPost: { max: 600, windowSeconds: HOUR },
  hallAnnouncementRemove: { max: 600, windowSeconds: HOUR },
  badgeCheckin: { max: 3000, windowSeconds: HOUR },
  demandPost: { max: 30, windowSeconds: HOUR },
  demandWithdraw: { max: 120, windowSeconds: HOUR, also: 'a repeat answers the first withdrawal' },
  meetingMove: { max: 600, windowSeconds: HOUR },
  noShowApply: { max: 600, windowSeconds: HOUR },
  noShowSettings: { max: 120, windowSeconds: HOUR },
}

function windowText(seconds: number): string {
  if (seconds % DAY === 0) return seconds === DAY ? 'day' : `${seconds / DAY} days`
  if (seconds % HOUR === 0) return seconds === HOUR ? 'hour' : `${seconds / HOUR} hours`
  return seconds === MINUTE ? 'minute' : `${seconds / MINUTE} minutes`
}

/** The README's table of every write endpoint and its limit, from WRITE_LIMITS and the contract. */
export function writeLimitTable(writes: ReadonlyArray<{ name: string; method: string; path: string; auth: string }>): string {
  const rows = writes.map((def) => {
    const limit = WRITE_LIMITS[def.name]
    const per = def.auth === 'anonymous' ? 'IP' : def.auth === 'optional' ? 'user, else IP' : 'user'
    const text = limit ? `${limit.max} per ${per} per ${windowText(limit.windowSeconds)}` : '**none**'
    return `| ${def.method} \`${def.path.replace(/^\/(newApi|api)\//, '')}\` | ${def.auth} | ${text} | ${limit?.also ?? ''} |`
  })
  return ['| endpoint | who | limit | also |', '|---|---|---|---|', ...rows].join('\n')
}
