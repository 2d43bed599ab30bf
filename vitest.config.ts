import { defineConfig } from 'vitest/config'

// Unit and integration tests live beside the code (*.test.ts); e2e lives in e2e/ (Playwright).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
  },
})
