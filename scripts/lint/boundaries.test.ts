// Proves each layer rule of scripts/lint/boundaries-plugin.mjs fires: oxlint runs on the fixture
// tree, and the reported lines must be exactly the imports marked "fails" there.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { violation } from './boundaries-plugin.mjs'

const fixtures = 'scripts/lint/fixtures'

function markedLines(): Array<string> {
  const marked: Array<string> = []
  for (const entry of readdirSync(fixtures, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue
    const file = path.posix.join(entry.parentPath.split(path.sep).join('/'), entry.name)
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (line.includes('// fails')) marked.push(`${file}:${index + 1}`)
      })
  }
  return marked.toSorted()
}

describe('layer boundaries (oxlint plugin)', () => {
  it('fail exactly on the forbidden imports of the fixture tree', () => {
    let output: string
    try {
      output = execFileSync('node_modules/.bin/oxlint', ['-c', 'scripts/lint/fixtures.oxlintrc.json', '--format', 'json', fixtures], {
        encoding: 'utf8',
      })
    } catch (error) {
      // oxlint exits 1 when it reports errors, which is the point here.
      output = (error as { stdout: string }).stdout
    }
    const { diagnostics } = JSON.parse(output) as {
      diagnostics: Array<{ code: string; filename: string; labels: Array<{ span: { line: number } }> }>
    }
    const reported = diagnostics
      .filter((d) => d.code === 'boundaries(layers)')
      .map((d) => `${d.filename}:${d.labels[0]!.span.line}`)
      .toSorted()
    expect(reported.length).toBeGreaterThanOrEqual(11)
    expect(reported).toEqual(markedLines())
  }, 30_000)

  it('names the broken rule', () => {
    expect(violation('features/cart/components/a.tsx', '@/features/account/utils/x')).toMatch(/features never import other features/)
    expect(violation('lib/a.ts', '@/features/account/utils/x')).toMatch(/shared code \(lib\)/)
    expect(violation('api/client/request.ts', '@/features/account/utils/x')).toMatch(/shared code \(api\)/)
    expect(violation('routes/index.tsx', '@/server/db/schema')).toMatch(/client code never imports server code/)
    expect(violation('components/x.tsx', './y.server')).toMatch(/client code never imports server code/)
    expect(violation('routes/index.tsx', '@/server/db/schema', true)).toBeNull()
    expect(violation('features/brands/api/queries.ts', '@/api/client.gen')).toMatch(/generated client per group/)
    expect(violation('features/brands/api/queries.ts', '@/api/client/home.gen')).toBeNull()
    expect(violation('features/brands/api/queries.ts', '@/api/client.gen', true)).toBeNull()
    expect(violation('routes/index.tsx', '@/features/account/utils/x')).toBeNull()
    expect(violation('features/cart/components/a.tsx', '../utils/b')).toBeNull()
    expect(violation('server/brands/a.server.ts', '../db/schema')).toBeNull()
    // Server domains: events and matching never import each other's internals.
    expect(violation('server/events/activity.server.ts', '../matching/looking-requests.server')).toMatch(/another domain's internals/)
    expect(violation('server/matching/wishes.server.ts', '@/server/events/buyer-profiles.server')).toMatch(/another domain's internals/)
    expect(violation('server/matching/wishes.server.ts', '../events/public.server')).toBeNull()
    expect(violation('server/events/handlers.server.ts', '../matching/wishes.server')).toMatch(/another domain's internals/)
    expect(violation('server/app/handlers.server.ts', '../matching/wishes.server')).toBeNull()
    expect(violation('server/seed/seed.server.ts', '../content/items.server')).toBeNull()
    // The shared layers import no domain, and no domain imports the composition root or the seed.
    expect(violation('server/http/dispatch.server.ts', '../catalogue/products.server')).toMatch(/imports none/)
    expect(violation('server/db/counts.server.ts', '../reports/metrics.server')).toMatch(/imports none/)
    expect(violation('server/http/dispatch.server.ts', '../auth/session.server')).toBeNull()
    expect(violation('server/http/dispatch.server.ts', '../app/handlers.server')).toMatch(/composition root/)
    expect(violation('server/seo/sitemap.server.ts', '../app/app-api.server')).toMatch(/composition root/)
    expect(violation('server/events/activity.server.ts', '../seed/seed-events.server')).toMatch(/composition root or the seed/)
    expect(violation('server/events/activity.server.test.ts', '../seed/seed-events.server')).toBeNull()
    expect(violation('server/accounts/login.server.ts', '../auth/session.server')).toBeNull()
    expect(violation('server/matching/wishes.server.test.ts', '../events/activities.server')).toBeNull()
    // src/api reaches the server only through the SSR bridge's dynamic import of the app's API.
    expect(violation('api/client/request.ts', '@/server/app/app-api.server', false, true)).toBeNull()
    expect(violation('api/client/request.ts', '@/server/http/handler', false, true)).toBeNull()
    expect(violation('api/client/request.ts', '@/server/app/app-api.server')).toMatch(/contract and the generated client/)
    expect(violation('api/client/request.ts', '@/server/catalogue/products.server', false, true)).toMatch(
      /contract and the generated client/,
    )
    expect(violation('api/contract/cart.ts', '@/server/db/schema')).toMatch(/contract and the generated client/)
    expect(violation('api/contract/cart.ts', '@/server/db/schema', true)).toBeNull()
    // src/lib and the generated client.
    expect(violation('lib/logout.ts', '@/api/client/login.gen')).toMatch(/src\/lib never imports the generated client/)
    expect(violation('lib/offline/queued-write.ts', '../../api/client/request')).toMatch(/src\/lib never imports the generated client/)
    expect(violation('lib/offline/queued-write.ts', '@/api/client/request', true)).toBeNull()
    expect(violation('lib/monitoring/client.ts', '@/api/contract/monitor', true)).toBeNull()
  })
})
