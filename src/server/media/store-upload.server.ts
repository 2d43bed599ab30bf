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

/**
 * An image decoded and encoded again with sharp: what is stored is pixels in the
 * declared format, never the client's bytes, so a PNG signature followed by a script (a
 * polyglot) or metadata (EXIF location) does not survive. Orientation is applied; metadata is
 * dropped. Null when the bytes do not decode as the image they claim to be.
 */
export async function reencodeImage(bytes: Uint8Array, kind: UploadKind): Promise<Uint8Array | null> {
  const { default: sharp } = await import('sharp')
  try {
    // 40 megapixels at most: a small file that decodes to a huge canvas is refused.
    const image = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate()
    const out =
      kind.ext === 'jpg'
        ? image.jpeg({ quality: 85, mozjpeg: true })
        : kind.ext === 'png'
          ? image.png({ compressionLevel: 9 })
          : image.webp({ quality: 85 })
    return new Uint8Array(await out.toBuffer())
  } catch {
    return null
  }
}

/**
 * Bidirectional-text controls (U+202A–U+202E, U+2066–U+2069, LRM, RLM, ALM): a name like
 * `invoice\u202Efdp.exe` would display as `invoiceexe.pdf`.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** A display name for the client's file name: its last path segment, without control or bidi characters, at most 200 characters. */
export function cleanFilename(name: string, fallbackExt: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // oxlint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(BIDI_CONTROLS, '')
    .trim()
    .slice(-200)
  return base || `upload.${fallbackExt}`
}
