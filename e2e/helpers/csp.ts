import type { Page } from '@playwright/test'

/**
 * Collects the page's Content-Security-Policy violations, as `securitypolicyviolation` events and
 * as console messages, from before its first script runs; the returned function reads them.
 */
export async function watchViolations(page: Page): Promise<() => Promise<Array<string>>> {
  const console: Array<string> = []
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) console.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: Array<string> = []
    ;(window as unknown as { __cspViolations: Array<string> }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __cspViolations: Array<string> }).__cspViolations))]
}
