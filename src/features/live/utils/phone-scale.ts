/**
 * The event-day pages' wrapper class. On these pages the root font is 18 px at ≤ 600 px (spec
 * §9, src/lib/root-font-size.ts), where the phone layout's 1/5 rem design pixel would be 3.6 px;
 * here one design pixel is 1/16 rem, so 16-pixel body text is the spec's 18 px and every tap
 * target grows with it (48 design px ≈ 54 px).
 */
export const LIVE_PAGE = 'max-[600px]:[--spacing:calc(1rem/16)] max-[600px]:px-12 max-[600px]:py-16 max-[600px]:[&_h1]:text-dp-24'
