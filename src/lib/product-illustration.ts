/**
 * The drawing of a kind of product (public/illustrations/<key>.svg): the image of a product that
 * has no photo, e.g. the seeded demo catalogue. One flat drawing per sub-category key.
 */
const PREFIX = '/illustrations/'

export function productIllustration(kind: string): string {
  return `${PREFIX}${kind}.svg`
}

/** True for an image that is a drawing, not a photo (its alt text says so). */
export function isIllustration(src: string): boolean {
  return src.startsWith(PREFIX)
}
