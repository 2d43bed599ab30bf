/**
 * Images of the demo dataset, drawn as SVG on request: /media/<kind>/<id>[-<n>].svg.
 * Deterministic per path (colours and shapes derive from it), nothing downloaded or stored.
 */
const KINDS = ['brand', 'product', 'pavilion', 'activity', 'article', 'banner'] as const
type Kind = (typeof KINDS)[number]

const SIZES: Record<Kind, [number, number]> = {
  brand: [240, 240],
  product: [640, 480],
  pavilion: [1600, 480],
  activity: [960, 540],
  article: [960, 540],
  banner: [1920, 600],
}

function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

/** Parses a media path; undefined when it is not one of ours. */
export function parseMediaPath(pathname: string): { kind: Kind; key: string } | undefined {
  const match = /^\/media\/([a-z]+)\/(\d{1,9}(?:-\d{1,2})?)\.svg$/.exec(pathname)
  if (!match || !(KINDS as ReadonlyArray<string>).includes(match[1]!)) return undefined
  return { kind: match[1] as Kind, key: match[2]! }
}

export function renderArtwork(kind: Kind, key: string): string {
  const h = hash(`${kind}/${key}`)
  const [w, ht] = SIZES[kind]
  const hue = h % 360
  const hue2 = (hue + 40 + ((h >> 9) % 80)) % 360
  const shapes: Array<string> = []
  for (let i = 0; i < 6; i++) {
    const s = hash(`${key}:${i}`)
    const cx = (s % 1000) / 1000
    const cy = ((s >> 10) % 1000) / 1000
    const r = 0.08 + ((s >> 20) % 100) / 500
    shapes.push(
      `<circle cx="${(cx * w).toFixed(0)}" cy="${(cy * ht).toFixed(0)}" r="${(r * Math.min(w, ht)).toFixed(0)}" fill="hsl(${(hue + i * 25) % 360} 60% 85%)" fill-opacity="0.55"/>`,
    )
  }
  const mark =
    kind === 'brand'
      ? `<circle cx="${w / 2}" cy="${ht / 2}" r="${w * 0.28}" fill="hsl(${hue} 55% 38%)"/><path d="M${w * 0.36} ${ht * 0.56}c${w * 0.06}-${ht * 0.14} ${w * 0.22}-${ht * 0.14} ${w * 0.28} 0" stroke="#fff" stroke-width="${w * 0.04}" fill="none" stroke-linecap="round"/>`
      : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${ht}" width="${w}" height="${ht}" role="img"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 70%)"/><stop offset="1" stop-color="hsl(${hue2} 60% 45%)"/></linearGradient></defs><rect width="${w}" height="${ht}" fill="url(#g)"/>${shapes.join('')}${mark}</svg>`
}

export function mediaResponse(pathname: string): Response | undefined {
  const media = parseMediaPath(pathname)
  if (!media) return undefined
  return new Response(renderArtwork(media.kind, media.key), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400, immutable' },
  })
}
