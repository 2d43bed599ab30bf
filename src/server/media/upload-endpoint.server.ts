import { MAX_UPLOAD_BYTES, upload } from '../../api/contract/common'
import { uploads } from '../db/schema'
import { cleanFilename, detectUploadKind, reencodeImage, storeUpload } from '../media/store-upload.server'
import { ApiError, handle, type BoundHandler } from '../http/handler'

export const handlers: Array<BoundHandler> = [
  handle(upload, async (input, { db, session, now }) => {
    const file = input.file
    if (file.size === 0) throw new ApiError({ en: 'Field file is empty', cn: '字段 file 是空文件' })
    if (file.size > MAX_UPLOAD_BYTES) {
      throw new ApiError({ en: 'Field file must be at most 10 MB', cn: '字段 file 不能超过 10 MB' })
    }
    const bytes = new Uint8Array(await file.arrayBuffer())
    const kind = detectUploadKind(bytes)
    if (!kind) {
      throw new ApiError({
        en: 'Field file must be a JPEG, PNG or WebP image or a PDF document',
        cn: '字段 file 必须是 JPEG、PNG、WebP 图片或 PDF 文档',
      })
    }
    // Images are stored as sharp re-encodes them, never as sent; PDFs are served as downloads.
    const content = kind.ext === 'pdf' ? bytes : await reencodeImage(bytes, kind)
    if (!content) {
      throw new ApiError({ en: 'Field file is not a readable image', cn: '字段 file 不是可读取的图片' })
    }
    const stored = await storeUpload(content, kind.ext, now)
    const filename = cleanFilename(file.name, kind.ext)
    const [row] = await db
      .insert(uploads)
      .values({ userId: session.userId, filename, mime: kind.mime, size: content.length, storagePath: stored.storagePath, createdAt: now })
      .returning({ id: uploads.id })
    return { id: row!.id, url: stored.url, mime: kind.mime, size: content.length, filename }
  }),
]
