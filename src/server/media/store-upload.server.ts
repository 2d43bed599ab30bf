/**
 * Stores a file accepted by common/upload under DATA_DIR/uploads/<yyyy-mm>/<random>.<ext>,
 * where ./uploads.server.ts serves it. The type is decided by the file's first bytes, never by
 * the name or the type the client declares.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { serverEnv } from '../../../app.config'

export type UploadKind = { mime: string; ext: 'jpg' | 'png' | 'webp' | 'pdf' }

function startsWith(bytes: Uint8Array, signature: ReadonlyArray<number>, offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false
  return signature.every((byte, i) => bytes[offset + i] === byte)
}

/** The accepted type of these bytes (JPEG, PNG, WebP or PDF), or undefined. */
export function detectUploadKind(bytes: Uint8Array): UploadKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' }
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { mime: 'image/webp', ext: 'webp' }
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: 'application/pdf', ext: 'pdf' }
  return undefined
}

/** Writes the bytes; answers the path relative to DATA_DIR and the public URL. */
export async function storeUpload(bytes: Uint8Array, ext: UploadKind['ext'], now: Date): Promise<{ storagePath: string; url: string }> {
  const month = now.toISOString().slice(0, 7)
  const name = `${randomBytes(16).toString('hex')}.${ext}`
  const dir = resolve(serverEnv().DATA_DIR, 'uploads', month)
  await mkdir(dir, { recursive: true })
  await writeFile(resolve(dir, name), bytes, { flag: 'wx' })
  return { storagePath: `uploads/${month}/${name}`, url: `/uploads/${month}/${name}` }
}

/** A display name for the client's file name: its last path segment, without control characters, at most 200 characters. */
export function cleanFilename(name: string, fallbackExt: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // oxlint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-200)
  return base || `upload.${fallbackExt}`
}
