/**
 * Desktop routes that a phone also opens (no /mobile twin: /brand, /product, …) use this on
 * their page wrapper: at ≤ 600 px the root font is 5 px (ADR 003), where a desktop design pixel
 * would be 0.3 px; this switches the wrapper to the mobile design scale (one design pixel =
 * 1/5 rem = 1 px at 375 px), so the page is laid out for a phone instead of shrunk.
 */
export const PHONE_SCALE = 'max-[600px]:[--spacing:calc(1rem/5)]'

/**
 * The wrapper of a catalogue page without a PageFrame: PHONE_SCALE, and its own h1 at a phone's
 * size. A class, not a component: a route's .tsx imports of components take their message area
 * with them (the cart page would load the catalogue components' dictionary; ADR 037).
 */
export const PHONE_PAGE = `${PHONE_SCALE} max-[600px]:[&_h1]:text-[26px]`
