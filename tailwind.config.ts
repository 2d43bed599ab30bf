/**
 * Tailwind configuration (loaded from src/styles.css through `@config`).
 *
 * Design pixels → rem. Layouts are drawn on a 1920 px wide desktop design and a 375 px wide
 * mobile design. The root font size follows the design width (see rootFontSize in
 * src/lib/root-font-size.ts): 17 px on a 1920 px screen, scaled with the width beyond 1600 px,
 * and fixed steps below. So one desktop design pixel is 1/17 rem, and one mobile design pixel
 * is 1/5 rem (the root is 5 px on screens up to 600 px wide).
 *
 * Tailwind 4 computes every spacing utility as `calc(var(--spacing) * N)`. We set
 * `--spacing` to one design pixel, so `p-24` means 24 design pixels and scales with the root
 * font: desktop layouts get 1/17 rem, and the mobile layout (`.variant-mobile`) 1/5 rem.
 * Text uses `text-dp-N` (N design pixels), floored at 12 px so it stays readable on the
 * narrow steps of the table.
 */
import type { Config } from 'tailwindcss'
import plugin from 'tailwindcss/plugin'

export const DESKTOP_DESIGN_PX = 'calc(1rem / 17)'
export const MOBILE_DESIGN_PX = 'calc(1rem / 5)'
export const MIN_TEXT_PX = 12

export default {
  content: ['./src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'PingFang SC',
          'Hiragino Sans GB',
          'Microsoft YaHei',
          'WenQuanYi Micro Hei',
          'Noto Sans CJK SC',
          'sans-serif',
        ],
      },
    },
  },
  plugins: [
    plugin(({ addBase, matchUtilities }) => {
      addBase({
        ':root': { '--spacing': DESKTOP_DESIGN_PX },
        '.variant-mobile': { '--spacing': MOBILE_DESIGN_PX },
      })
      matchUtilities(
        {
          'text-dp': (value: string) => ({
            'font-size': `max(${MIN_TEXT_PX}px, calc(var(--spacing) * ${value}))`,
          }),
        },
        {
          values: Object.fromEntries([11, 12, 13, 14, 15, 16, 18, 20, 22, 24, 28, 32, 36, 40, 48, 56, 64, 72].map((n) => [n, String(n)])),
        },
      )
    }),
  ],
} satisfies Config
