import { defineConfig } from '@playwright/test'

// End-to-end tests run against the production build (npm run build), served by the real
// production server on its own port and data directory, in Debian's Chromium.
// E2E_PORT lets several checkouts (git worktrees) run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173)
export const baseURL = `http://127.0.0.1:${PORT}`
/** The local SMTP server the e2e server sends mail to (started by e2e/global-setup.ts). */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1000)
/**
 * Debian's headless shell (package chromium-headless-shell), the build Playwright itself runs
 * headless: on the 2-core machine the suite takes about a quarter less time than in the full
 * browser's headless mode (catalogue and account specs, 88 s against 66 s). E2E_CHROMIUM picks
 * another binary (/usr/bin/chromium) to compare.
 */
export const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell'

/**
 * Page checks: each loads pages and inspects the document (status, heading, axe, CSP, the W3C
 * checker, head tags, links). They run once.
 */
const pageChecks = [
  'pages.spec.ts',
  'html-valid.spec.ts',
  'csp.spec.ts',
  'document.spec.ts',
  'crawl.spec.ts',
  'seo.spec.ts',
  'static-assets.spec.ts',
  // A journey, but it publishes and unpublishes a page for everyone: two copies at once would undo each other.
  'editor.spec.ts',
]

/**
 * Journeys that touch timing (offline, streams, the live day, a build change): they run E2E_REPEAT
 * times (2 in .ci/run), so a test that passes only sometimes fails the build. So do the tests tagged
 * `@timing` in other files (the cart drag). Other journeys run once.
 */
const timing = [
  'offline-writes.spec.ts',
  'pwa.spec.ts',
  'events.spec.ts',
  'recovery.spec.ts',
  'noshow.spec.ts',
  'logout-personal-data.spec.ts',
]
const TIMING_TAG = /@timing/

/** The demo brand's floor staffer records its few meetings: two copies at once would conflict. */
const oneAtATime = ['live-records.spec.ts']
/**
 * Journeys that fill and send the demo buyer's one server cart: run side by side, one could send
 * (and so empty) the cart another has just filled. They run one after another.
 */
const demoBuyerCart = ['orders.spec.ts', 'inbox.spec.ts', 'notifications.spec.ts', 'counter-offer.spec.ts', 'sample-request.spec.ts']
const repeat = Number(process.env.E2E_REPEAT ?? 1)

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // No retries anywhere: a test that fails once is a failure (a retry would hide a flaky test).
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    browserName: 'chromium',
    // The service worker's install fetches every precached asset in each new context: the specs
    // that test it (offline, install, the policy on its script) allow it with test.use.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Software compositing in the browser process, without a separate GPU process: on the
        // 2-core CI machine the suite ran about a tenth faster (catalogue specs, 186 s against 160 s).
        '--in-process-gpu',
        '--disable-gpu-compositing',
      ],
    },
  },
  projects: [
    { name: 'page-checks', testMatch: pageChecks },
    { name: 'journeys', testIgnore: [...pageChecks, ...timing, ...oneAtATime, ...demoBuyerCart], grepInvert: TIMING_TAG },
    { name: "the demo buyer's cart, one at a time", testMatch: demoBuyerCart, workers: 1 },
    { name: 'timing', testMatch: timing, repeatEach: repeat },
    {
      name: 'timing, tagged',
      testIgnore: [...pageChecks, ...timing, ...oneAtATime, ...demoBuyerCart],
      grep: TIMING_TAG,
      repeatEach: repeat,
    },
    // Repeats that would edit the same records at once: one copy after the other (beside the others).
    // Listed last: started first, beside the page checks on a cold server, the live card's update
    // once took over its 3 s (one run in five).
    { name: 'timing, one at a time', testMatch: oneAtATime, workers: 1, repeatEach: repeat },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    // A catalogue API call: the database is open (seconds on a shared machine) before the first
    // test, so pages that render data (/, /brand, …) do not spend a test's timeout opening it.
    url: `${baseURL}/newApi/common/getCountryList`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'test-results/e2e-data',
      // Accounts: mail over SMTP to the local server of e2e/global-setup.ts, the WeChat
      // stand-in on in this production build, and send caps that a day of repeated runs cannot hit.
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      WECHAT_STANDIN: 'true',
      CODE_DAILY_PER_IP: '100000',
      // Journeys run twice and several log in the same demo account: its 10-minute and daily code
      // caps are raised, and the gap between two codes is 10 s (accounts.spec still sees the
      // countdown; both login helpers wait the gap out).
      CODE_RESEND_SECONDS: '10',
      CODE_SENDS_PER_10_MIN: '1000',
      CODE_DAILY_PER_TARGET: '1000',
      // As production should: absolute URLs name the site whatever the Host (the offline tests reach it
      // through a proxy on another port; without PUBLIC_ORIGIN the first Host seen is pinned, ADR 068).
      PUBLIC_ORIGIN: baseURL,
      // Every test's browser writes from 127.0.0.1: the per-IP write limits, scaled past a day of runs.
      WRITE_LIMIT_FACTOR: '1000',
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
