import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The rule sets the page checks scan with: WCAG 2.1 A and AA, plus axe's best practices. */
export const PAGE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/**
 * axe-core's serious and critical violations on the page (or in `within`), one line each.
 *
 * - Legacy mode (`setLegacyMode`, documented by @axe-core/playwright) runs axe in the page itself.
 *   The default opens a blank page per scan to assemble the frames' results: on the 2-core CI
 *   machine that tripled a scan (2–3 s legacy against 5–8 s, same pages, same run). The one thing
 *   legacy mode leaves out is a cross-origin frame: only the WeChat login's QR frame, which is
 *   WeChat's page, not ours.
 * - Only violations are read (`resultTypes`): axe then keeps one node per passed rule instead of
 *   every one.
 */
export async function seriousViolations(page: Page, { within, tags = PAGE_TAGS }: { within?: string; tags?: string[] } = {}) {
  let builder = new AxeBuilder({ page })
    .withTags(tags)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
  if (within) builder = builder.include(within)
  const { violations } = await builder.analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 4)
          .join(' | ')}`,
    )
}
