import { defineConfig } from 'vitest/config'

// Tests live beside the code; e2e lives in e2e/ (Playwright). Two projects, by kind:
// - unit: no database, no server; runs in `npm run check`;
// - integration: `src/server/**/*.server.test.ts`, the real handlers over a real database
//   (PGlite, or PostgreSQL when DATABASE_URL is set), seeded once per run (test-database.ts).
const integration = 'src/server/**/*.server.test.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    // Vitest's default leaves one core free (a single worker on CI's 2-core machine, so the files ran
    // one after another); the integration files each open their own database copy and run side by side.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // No database, no server, no module mocks (a stubbed global is restored after its test): the files share a worker's module cache instead
          // of importing everything again for each file (a third of the time on the 2-core machine).
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', '*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
          exclude: [integration],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [integration],
          // A real database on a shared 2-core machine: a test that writes thousands of rows can
          // take several seconds when both workers are busy.
          testTimeout: 30_000,
          // A file's set-up opens its copy of the seeded database: seconds, more on a busy machine.
          hookTimeout: 60_000,
          globalSetup: ['src/server/app/test-global-setup.ts'],
          setupFiles: ['src/server/app/test-setup.ts'],
        },
      },
    ],
  },
})
