/**
 * Anonymous form posts (buyer forms, procurement requests) per client address: spam posted there
 * reached other people's screens. At most FORM_POSTS_PER_WINDOW in 10 minutes and
 * FORM_POSTS_PER_DAY a day from one address (clientIp, so TRUST_PROXY decides what an address
 * is). Kept in PostgreSQL, so every server instance counts the same posts. A logged-in post is
 * tied to its account and not counted here.
 */
import { and, count, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { formPosts } from '../db/schema'
import { withKeyLocks } from '../db/rate-counters.server'
import { ApiError } from './handler'

export const FORM_POSTS_PER_WINDOW = 5
export const FORM_POSTS_PER_DAY = 20
const WINDOW_MS = 10 * 60 * 1000
const DAY_MS = 24 * 3600 * 1000

/** Counts an anonymous post of `form` from `ip`, or refuses it (ApiError, code 0) over a limit. */
export async function takeFormPost(db: Db, form: string, ip: string, now: Date): Promise<void> {
  const key = ip || 'unknown'
  const t = now.getTime()
  // Count and insert under an advisory lock on the address: two instances racing cannot both
  // pass the limit (ADR 021).
  await withKeyLocks(db, [`form-ip:${key}`], (tx) => countAndInsert(tx, form, key, now))
  // Now and then, forget what no limit looks at any more.
  if (Math.random() < 0.01) await db.delete(formPosts).where(lt(formPosts.createdAt, new Date(t - DAY_MS)))
}

async function countAndInsert(db: Db, form: string, key: string, now: Date): Promise<void> {
  const t = now.getTime()
  const [day] = await db
    .select({ n: count() })
    .from(formPosts)
    .where(and(eq(formPosts.ip, key), gt(formPosts.createdAt, new Date(t - DAY_MS))))
  const [window] = await db
    .select({ n: count() })
    .from(formPosts)
    .where(and(eq(formPosts.ip, key), gt(formPosts.createdAt, new Date(t - WINDOW_MS))))
  if ((window?.n ?? 0) >= FORM_POSTS_PER_WINDOW || (day?.n ?? 0) >= FORM_POSTS_PER_DAY) {
    throw new ApiError({
      en: 'Too many forms were sent from your network; please try again later or log in',
      cn: '您所在网络提交表单过于频繁，请稍后再试或登录后提交',
    })
  }
  await db.insert(formPosts).values({ form, ip: key, createdAt: now })
}
