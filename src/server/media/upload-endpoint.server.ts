import { eq, sql } from 'drizzle-orm'
import { MAX_UPLOAD_BYTES, upload } from '../../api/contract/common'
import type { Db } from '../db/client.server'
import { withKeyLocks } from '../db/rate-counters.server'
import { uploads } from '../db/schema'
import { cleanFilename, detectUploadKind, reencodeImage, storeUpload } from '../media/store-upload.server'
import { ApiError, ForbiddenError, handle, type BoundHandler } from '../http/handler'

/** What one user may upload: bytes a day, and bytes in all. */
export const UPLOAD_DAILY_BYTES = 50 * 1024 * 1024
export const UPLOAD_TOTAL_BYTES = 200 * 1024 * 1024
const DAY_MS = 86_400_000

/** The user's stored bytes in the last 24 hours and in all. */
async function uploadedBytes(db: Db, userId: number, now: Date): Promise<{ day: number; total: number }> {
  const since = new Date(now.getTime() - DAY_MS).toISOString()
  const [row] = await db
    .select({
      day: sql<string>`coalesce(sum(${uploads.size}) filter (where ${uploads.createdAt} > ${since}::timestamptz), 0)`,
      total: sql<string>`coalesce(sum(${uploads.size}), 0)`,
    })
    .from(uploads)
    .where(eq(uploads.userId, userId))
  return { day: Number(row?.day ?? 0), total: Number(row?.total ?? 0) }
}

function checkQuota(used: { day: number; total: number }, size: number): void {
  if (used.day + size > UPLOAD_DAILY_BYTES)
    throw new ApiError({
      en: 'Field file: your upload quota for today (50 MB) is used up, please try again tomorrow',
      cn: '字段 file：今日上传额度（50 MB）已用完，请明天再试',
    })
  if (used.total + size > UPLOAD_TOTAL_BYTES)
    throw new ApiError({
      en: 'Field file: your account has reached its upload limit (200 MB in all)',
      cn: '字段 file：您的账号已达上传总额度（共 200 MB）',
    })
}

export const handlers: Array<BoundHandler> = [
  handle(upload, async (input, { db, session, now }) => {
    const file = input.file
    // An image for the site's content (the editor's covers and banners) is refused without its alt text in both languages.
    if (input.purpose === 'content') {
      if (session.role !== 'editor') {
        throw new ForbiddenError({ en: 'Only content editors may upload content images', cn: '只有内容编辑可以上传内容图片' })
      }
      // Named in words, in the reader's language (the editor's form names them the same way).
      if (!input.alt_en) throw new ApiError({ en: 'English alt text: required', cn: '英文替代文字：不能为空' })
      if (!input.alt_zh) throw new ApiError({ en: 'Chinese alt text: required', cn: '中文替代文字：不能为空' })
    }
    if (file.size === 0) throw new ApiError({ en: 'Field file is empty', cn: '字段 file 是空文件' })
    if (file.size > MAX_UPLOAD_BYTES) {
      throw new ApiError({ en: 'Field file must be at most 10 MB', cn: '字段 file 不能超过 10 MB' })
    }
    // Checked before any work on the file, and again under the user's lock with the stored size.
    checkQuota(await uploadedBytes(db, session.userId, now), file.size)
    const bytes = new Uint8Array(await file.arrayBuffer())
    const kind = detectUploadKind(bytes)
    // Each purpose names only the types it takes: a content image is never offered a PDF.
    if (!kind || (input.purpose === 'content' && kind.ext === 'pdf')) {
      throw new ApiError(
        input.purpose === 'content'
          ? { en: 'Field file must be a JPEG, PNG or WebP image', cn: '字段 file 必须是 JPEG、PNG 或 WebP 图片' }
          : {
              en: 'Field file must be a JPEG, PNG or WebP image or a PDF document',
              cn: '字段 file 必须是 JPEG、PNG、WebP 图片或 PDF 文档',
            },
      )
    }
    // Images are stored as sharp re-encodes them, never as sent; PDFs are served as downloads.
    const content = kind.ext === 'pdf' ? bytes : await reencodeImage(bytes, kind)
    if (!content) {
      throw new ApiError({ en: 'Field file is not a readable image', cn: '字段 file 不是可读取的图片' })
    }
    const filename = cleanFilename(file.name, kind.ext)
    // Check and insert under the user's lock: two instances cannot both pass the same quota.
    const { row, stored } = await withKeyLocks(db, [`upload:${session.userId}`], async (tx) => {
      checkQuota(await uploadedBytes(tx, session.userId, now), content.length)
      const saved = await storeUpload(content, kind.ext, now)
      const [inserted] = await tx
        .insert(uploads)
        .values({
          userId: session.userId,
          filename,
          mime: kind.mime,
          size: content.length,
          storagePath: saved.storagePath,
          altEn: input.purpose === 'content' ? input.alt_en : null,
          altZh: input.purpose === 'content' ? input.alt_zh : null,
          createdAt: now,
        })
        .returning({ id: uploads.id })
      return { row: inserted, stored: saved }
    })
    return { id: row!.id, url: stored.url, mime: kind.mime, size: content.length, filename }
  }),
]
