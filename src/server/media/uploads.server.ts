/** Serves files stored by common/upload from DATA_DIR/uploads, never outside it. */
import { readFile, stat } from 'node:fs/promises'
import { resolve, sep } from 'node:path'
import { serverEnv } from '../../../app.config'

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
}

export async function uploadResponse(pathname: string): Promise<Response | undefined> {
  const match = /^\/uploads\/(\d{4}-\d{2})\/([A-Za-z0-9_-]{8,64})\.(jpg|png|webp|pdf)$/.exec(pathname)
  if (!match) return undefined
  const root = resolve(serverEnv().DATA_DIR, 'uploads')
  const file = resolve(root, match[1]!, `${match[2]}.${match[3]}`)
  if (!file.startsWith(root + sep)) return undefined
  try {
    if (!(await stat(file)).isFile()) return undefined
    return new Response(await readFile(file), {
      headers: {
        'content-type': TYPES[match[3]!]!,
        'cache-control': 'private, max-age=3600',
        // Uploaded files are shown, never executed or sniffed.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        // Only re-encoded images are shown inline; anything else (PDF) is a download.
        ...(match[3] === 'pdf' ? { 'content-disposition': 'attachment' } : {}),
      },
    })
  } catch {
    return undefined
  }
}
