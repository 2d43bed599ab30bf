/**
 * A kept page's gzip form, compressed once, with holes where the CSP nonce goes (ADR 050).
 *
 * Every answer carries a fresh nonce (csp.ts), so a kept page cannot be compressed once as it
 * stands. Its gzip form is therefore built around the nonce: the text between nonces is deflated
 * (each stretch with the page before it as its dictionary, so it compresses as well as the whole
 * page would), and each nonce sits in a stored (uncompressed) block of its own. An answer copies
 * the form, writes the fresh nonce into those blocks and the CRC-32 into the trailer: no
 * compression per answer.
 *
 * Why the dictionary is safe: it is the page with its nonce bytes zeroed. A page has no NUL
 * bytes (checked), so no compressed stretch can refer back into a nonce, whose bytes differ in
 * every answer.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib'

export type GzipForm = {
  /** Header, deflate stream, and an 8-byte trailer (CRC-32 and length, written per answer). */
  bytes: Buffer
  /** Where each nonce goes in `bytes`. */
  holes: Array<number>
  /** Copies of `bytes` free for the next answer. */
  spare: Array<Buffer>
}

/** gzip header: magic, deflate, no flags, no mtime, no extra flags, OS unknown (RFC 1952). */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
/** The last deflate block: an empty stored block with BFINAL set (RFC 1951 §3.2.4). */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff])
/** Deflate's window: a stretch can refer back at most this far. */
const WINDOW = 32 * 1024
/** Deflate level of the kept form: built once per kept page, so the better ratio is worth it. */
const LEVEL = 6

/** Builds the gzip form of `html`, whose nonce (`nonceLength` bytes) sits at `nonceAt`; null if it cannot. */
export function buildGzipForm(html: Buffer, nonceAt: ReadonlyArray<number>, nonceLength: number): GzipForm | null {
  if (html.includes(0)) return null
  const history = nonceAt.length > 0 ? Buffer.from(html) : html
  for (const at of nonceAt) history.fill(0, at, at + nonceLength)
  const parts: Array<Buffer> = [HEADER]
  let size = HEADER.length
  const holes: Array<number> = []
  let from = 0
  for (const at of [...nonceAt, html.length]) {
    if (at > from) {
      const dictionary = from > 0 ? history.subarray(Math.max(0, from - WINDOW), from) : undefined
      const stretch = deflateRawSync(html.subarray(from, at), {
        level: LEVEL,
        // A sync flush ends the stretch on a byte boundary, with the stream left open.
        finishFlush: constants.Z_SYNC_FLUSH,
        ...(dictionary ? { dictionary } : {}),
      })
      parts.push(stretch)
      size += stretch.length
    }
    if (at < html.length) {
      // A stored block: BFINAL 0 and type 00, then LEN and its one's complement, then the bytes.
      const head = Buffer.from([0, nonceLength & 0xff, nonceLength >> 8, ~nonceLength & 0xff, (~nonceLength >> 8) & 0xff])
      parts.push(head, Buffer.alloc(nonceLength))
      holes.push(size + head.length)
      size += head.length + nonceLength
    }
    from = at + nonceLength
  }
  parts.push(FINAL_BLOCK, Buffer.alloc(8))
  return { bytes: Buffer.concat(parts), holes, spare: [] }
}

/**
 * The gzip answer for a kept page with `nonce` (as long as the rendered one): a copy of the form
 * with the nonce and trailer written in. Hand the copy back with `form.spare.push` once written.
 */
export function gzipAnswer(form: GzipForm, html: Buffer, nonceAt: ReadonlyArray<number>, nonceLength: number, nonce: Buffer): Buffer {
  const copy = form.spare.pop() ?? Buffer.from(form.bytes)
  for (const at of form.holes) nonce.copy(copy, at)
  let crc = 0
  let from = 0
  for (const at of nonceAt) {
    crc = crc32(html.subarray(from, at), crc)
    crc = crc32(nonce, crc)
    from = at + nonceLength
  }
  crc = crc32(html.subarray(from), crc)
  copy.writeUInt32LE(crc >>> 0, copy.length - 8)
  copy.writeUInt32LE(html.length % 2 ** 32, copy.length - 4)
  return copy
}
