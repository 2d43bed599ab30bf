/**
 * WeChat QR login (website application, OAuth2). A login starts with login/wechatQr: a random
 * state (192 bits) bound to the browser token, valid 5 minutes, and the qrconnect URL. WeChat (or
 * the stand-in) returns to redirect_uri with ?code&state (&type=1 | &type=2&activity_id=…):
 *
 * - standard: login/wechatCode {code, state, browser_token} → {url} with `state`, then
 *   Home/checkWechatState {state, browser_token} → the user (once);
 * - type 1 / 2: login/wechatCodeUser(Activity) {code, state(, activity_id)} → {url} carrying a
 *   single-use `wechat_ticket` (60 s), exchanged by login/wechatTicket {ticket, browser_token}.
 *
 * A state from another browser, a second use, an expired state or a code WeChat refuses is
 * rejected. A WeChat account not linked to a user yet answers {need_mobile, state}: the phone is
 * verified by SMS code and linked by login/wechatBindMobile (within 10 minutes of the scan).
 */
import { randomBytes } from 'node:crypto'
import { and, eq, isNull, or } from 'drizzle-orm'
import * as contract from '../../api/contract/login'
import { logIn, userForMobile, type UserInfo } from '../auth/accounts.server'
import { findBrowserToken } from '../auth/browser-token.server'
import { authConfig, STANDIN_PATH } from '../auth/config.server'
import { hashKey } from '../auth/session.server'
import type { Db } from '../db/client.server'
import { activities, activityBuyers, users, wechatStates } from '../db/schema'
import { exchangeCode, qrconnectUrl, WechatError } from '../wechat/oauth.server'
import { ApiError, handle, type BoundHandler, type HandlerContext } from '../http/handler'
import { authText } from '../http/messages'
import { checkedMobile, verifySmsCode } from './login-codes.server'

export const STATE_TTL_MS = 5 * 60 * 1000
export const TICKET_TTL_MS = 60 * 1000
/** Time after the scan to verify and link a phone. */
export const LINK_TTL_MS = 10 * 60 * 1000

type StateRow = typeof wechatStates.$inferSelect
type Result = UserInfo | { need_mobile: true; state: string }

function origin(ctx: HandlerContext): string {
  const config = authConfig()
  if (config.publicOrigin) return config.publicOrigin.replace(/\/$/, '')
  if (!ctx.request) throw new ApiError(authText.wechatOff)
  return new URL(ctx.request.url).origin
}

function wechat(ctx: HandlerContext) {
  const config = authConfig().wechat
  if (!config.appId || !config.appSecret) throw new ApiError(authText.wechatOff)
  const standInBase = config.standIn ? `${origin(ctx)}${STANDIN_PATH}` : undefined
  return {
    ...config,
    apiBase: config.apiBase ?? standInBase ?? '',
    openBase: config.openBase ?? standInBase ?? '',
  }
}

function withQuery(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://site.invalid')
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url.pathname + url.search
}

async function loadState(db: Db, state: string): Promise<StateRow> {
  const [row] = await db.select().from(wechatStates).where(eq(wechatStates.state, state)).limit(1)
  if (!row) throw new ApiError(authText.wechatBadState)
  return row
}

function checkBrowser(row: StateRow, browserToken: string) {
  if (row.browserTokenHash !== hashKey(browserToken)) throw new ApiError(authText.wechatBadState)
}

/** Exchanges the code once per state; refuses replays, expired states and the wrong kind. */
async function exchange(ctx: HandlerContext, row: StateRow, code: string, type: 0 | 1 | 2): Promise<void> {
  if (row.type !== type) throw new ApiError(authText.wechatWrongType)
  if (row.exchangedAt || row.usedAt) throw new ApiError(authText.wechatReplayed)
  if (row.expiresAt.getTime() <= ctx.now.getTime()) throw new ApiError(authText.wechatExpired)
  const config = wechat(ctx)
  let identity
  try {
    identity = await exchangeCode(config.apiBase, { appId: config.appId, appSecret: config.appSecret, code })
  } catch (error) {
    if (error instanceof WechatError) {
      console.error(error.message)
      throw new ApiError(error.kind === 'rejected' ? authText.wechatCodeRejected : authText.wechatUnreachable)
    }
    throw error
  }
  const claimed = await ctx.db
    .update(wechatStates)
    .set({ openid: identity.openid, unionid: identity.unionid, nickname: identity.nickname, exchangedAt: ctx.now })
    .where(and(eq(wechatStates.state, row.state), isNull(wechatStates.exchangedAt)))
    .returning({ state: wechatStates.state })
  if (!claimed.length) throw new ApiError(authText.wechatReplayed)
}

async function tieToActivity(db: Db, row: StateRow, userId: number) {
  if (row.type !== 2 || !row.activityId) return
  await db.insert(activityBuyers).values({ activityId: row.activityId, userId }).onConflictDoNothing()
  await db
    .update(users)
    .set({ role: 'buyer' })
    .where(and(eq(users.id, userId), isNull(users.role)))
}

/** The linked user of an exchanged state, logged in (and the state used up), or a request for a phone. */
async function resolve(ctx: HandlerContext, row: StateRow, browserToken: string): Promise<Result> {
  if (!row.exchangedAt || !row.openid) throw new ApiError(authText.wechatNotConfirmed)
  if (row.usedAt) throw new ApiError(authText.wechatReplayed)
  if (ctx.now.getTime() - row.exchangedAt.getTime() > LINK_TTL_MS) throw new ApiError(authText.wechatExpired)
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(row.unionid ? or(eq(users.wechatUnionid, row.unionid), eq(users.wechatOpenid, row.openid)) : eq(users.wechatOpenid, row.openid))
    .limit(1)
  if (!user) return { need_mobile: true, state: row.state }
  await markUsed(ctx.db, row, ctx.now)
  await tieToActivity(ctx.db, row, user.id)
  return logIn(ctx.db, user.id, browserToken, ctx.now)
}

async function markUsed(db: Db, row: StateRow, now: Date) {
  const used = await db
    .update(wechatStates)
    .set({ usedAt: now, ticketHash: null })
    .where(and(eq(wechatStates.state, row.state), isNull(wechatStates.usedAt)))
    .returning({ state: wechatStates.state })
  if (!used.length) throw new ApiError(authText.wechatReplayed)
}

async function issueTicket(db: Db, row: StateRow, now: Date): Promise<string> {
  const ticket = randomBytes(24).toString('base64url')
  await db
    .update(wechatStates)
    .set({ ticketHash: hashKey(ticket), ticketExpiresAt: new Date(now.getTime() + TICKET_TTL_MS) })
    .where(eq(wechatStates.state, row.state))
  return ticket
}

type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'cancelled' | 'expired'

async function standInStatus(ctx: HandlerContext, state: string): Promise<{ status: QrStatus; redirect_url: string | null }> {
  const config = wechat(ctx)
  try {
    const response = await fetch(`${config.openBase}/connect/l/qrconnect?state=${encodeURIComponent(state)}`, {
      signal: AbortSignal.timeout(5000),
    })
    const data = (await response.json()) as { status?: string; redirect?: string }
    if (data.status === 'scanned' || data.status === 'cancelled' || data.status === 'expired')
      return { status: data.status, redirect_url: null }
    if (data.status === 'confirmed') return { status: 'confirmed', redirect_url: typeof data.redirect === 'string' ? data.redirect : null }
  } catch {
    // The stand-in is unreachable: report what this server knows.
  }
  return { status: 'waiting', redirect_url: null }
}

export const wechatHandlers: Array<BoundHandler> = [
  handle(contract.wechatQr, async (input, ctx) => {
    const config = wechat(ctx)
    if (!(await findBrowserToken(ctx.db, input.browser_token, ctx.now))) throw new ApiError(authText.unknownBrowserToken)
    const type = input.type ?? 0
    if (type === 2) {
      if (!input.activity_id) throw new ApiError(authText.wechatActivityMissing)
      const [activity] = await ctx.db.select({ id: activities.id }).from(activities).where(eq(activities.id, input.activity_id)).limit(1)
      if (!activity) throw new ApiError(authText.wechatActivity(input.activity_id))
    }
    const state = randomBytes(24).toString('base64url')
    const expiresAt = new Date(ctx.now.getTime() + STATE_TTL_MS)
    const next = input.next ?? (type === 2 ? withQuery('/exhibitionDetail', { id: String(input.activity_id) }) : '/')
    await ctx.db.insert(wechatStates).values({
      state,
      browserTokenHash: hashKey(input.browser_token),
      type,
      activityId: type === 2 ? input.activity_id! : null,
      next,
      createdAt: ctx.now,
      expiresAt,
    })
    const returnParams: Record<string, string> =
      type === 1 ? { type: '1' } : type === 2 ? { type: '2', activity_id: String(input.activity_id) } : {}
    const redirectUri = `${origin(ctx)}${withQuery(input.return_path ?? '/login', returnParams)}`
    return {
      state,
      qrconnect_url: qrconnectUrl(config.openBase, { appId: config.appId, redirectUri, state, lang: ctx.lan }),
      expires_at: expiresAt.toISOString(),
      stand_in: config.standIn,
    }
  }),

  handle(contract.wechatQrStatus, async (input, ctx) => {
    const row = await loadState(ctx.db, input.state)
    checkBrowser(row, input.browser_token)
    if (row.usedAt) return { status: 'used' as const, redirect_url: null }
    if (row.exchangedAt) return { status: 'confirmed' as const, redirect_url: null }
    if (row.expiresAt.getTime() <= ctx.now.getTime()) return { status: 'expired' as const, redirect_url: null }
    if (!wechat(ctx).standIn) return { status: 'waiting' as const, redirect_url: null }
    return standInStatus(ctx, row.state)
  }),

  handle(contract.wechatCode, async (input, ctx) => {
    const row = await loadState(ctx.db, input.state)
    checkBrowser(row, input.browser_token)
    await exchange(ctx, row, input.code, 0)
    return { url: withQuery(row.next, { state: row.state }) }
  }),

  handle(contract.checkWechatState, async (input, ctx) => {
    const row = await loadState(ctx.db, input.state)
    checkBrowser(row, input.browser_token)
    if (row.type !== 0) throw new ApiError(authText.wechatWrongType)
    return resolve(ctx, row, input.browser_token)
  }),

  handle(contract.wechatCodeUser, async (input, ctx) => {
    const row = await loadState(ctx.db, input.state)
    await exchange(ctx, row, input.code, 1)
    const ticket = await issueTicket(ctx.db, row, ctx.now)
    return { url: withQuery(row.next, { wechat_ticket: ticket }) }
  }),

  handle(contract.wechatCodeUserActivity, async (input, ctx) => {
    const row = await loadState(ctx.db, input.state)
    if (row.type === 2 && row.activityId !== input.activity_id) throw new ApiError(authText.wechatActivityMismatch)
    await exchange(ctx, row, input.code, 2)
    const ticket = await issueTicket(ctx.db, row, ctx.now)
    return { url: withQuery(row.next, { wechat_ticket: ticket }) }
  }),

  handle(contract.wechatTicket, async (input, ctx) => {
    const [row] = await ctx.db
      .select()
      .from(wechatStates)
      .where(eq(wechatStates.ticketHash, hashKey(input.ticket)))
      .limit(1)
    if (
      !row ||
      row.browserTokenHash !== hashKey(input.browser_token) ||
      !row.ticketExpiresAt ||
      row.ticketExpiresAt.getTime() <= ctx.now.getTime()
    ) {
      throw new ApiError(authText.wechatBadTicket)
    }
    // Single use: only one caller clears the ticket.
    const taken = await ctx.db
      .update(wechatStates)
      .set({ ticketHash: null })
      .where(and(eq(wechatStates.state, row.state), eq(wechatStates.ticketHash, hashKey(input.ticket))))
      .returning({ state: wechatStates.state })
    if (!taken.length) throw new ApiError(authText.wechatBadTicket)
    return resolve(ctx, row, input.browser_token)
  }),

  handle(contract.wechatBindMobile, async (input, ctx) => {
    const row = await loadState(ctx.db, input.state)
    checkBrowser(row, input.browser_token)
    if (!row.exchangedAt || !row.openid) throw new ApiError(authText.wechatNotConfirmed)
    if (row.usedAt) throw new ApiError(authText.wechatReplayed)
    if (ctx.now.getTime() - row.exchangedAt.getTime() > LINK_TTL_MS) throw new ApiError(authText.wechatExpired)
    const mobile = checkedMobile(input.mobile)
    const [linked] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.wechatOpenid, row.openid)).limit(1)
    if (linked) throw new ApiError(authText.wechatReplayed)
    await verifySmsCode(mobile, input.code, ctx)
    const userId = await userForMobile(ctx.db, mobile, null)
    const [user] = await ctx.db.select({ openid: users.wechatOpenid, name: users.name }).from(users).where(eq(users.id, userId)).limit(1)
    if (user?.openid && user.openid !== row.openid) throw new ApiError(authText.mobileTaken)
    await markUsed(ctx.db, row, ctx.now)
    await ctx.db
      .update(users)
      .set({ wechatOpenid: row.openid, wechatUnionid: row.unionid, ...(user?.name ? {} : { name: row.nickname }) })
      .where(eq(users.id, userId))
    await tieToActivity(ctx.db, row, userId)
    return logIn(ctx.db, userId, input.browser_token, ctx.now)
  }),
]
