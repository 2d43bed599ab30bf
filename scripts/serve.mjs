// Production server: static files from dist/client (fingerprinted /assets/* cached for a
// year), everything else through the Start server bundle (SSR, server functions, APIs).
// srvx gives a Node http server with the web Request/Response API the bundle expects.
import { existsSync, mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'

const started = performance.now()
// React (an external of the server bundle) picks its build from NODE_ENV when first imported:
// unset, SSR ran React's development build, several times slower. app.config.ts reads
// an unset NODE_ENV as production too.
process.env.NODE_ENV ??= 'production'
const root = resolve(import.meta.dirname, '..')
const serverEntry = resolve(root, 'dist/server/server.js')
if (!existsSync(serverEntry)) {
  console.error('No production build found: run `npm run build` (or `npm start`, which builds when needed).')
  process.exit(1)
}

// The environment is parsed once, by app.config.ts (Node 24 strips its types); a bad
// variable fails the start with a message naming it.
const { serverEnv } = await import('../app.config.ts')
const { securityHeaders } = await import('../src/lib/security-headers.ts')
const env = serverEnv()
const { default: app } = await import(serverEntry)
mkdirSync(resolve(root, env.DATA_DIR), { recursive: true })

const clientDir = resolve(root, 'dist/client')
// The build's brotli/gzip copies (scripts/precompress.mjs, ADR 052) go out when the client takes
// them; a file without a copy is still compressed on the fly.
const encodings = { br: '.br', gzip: '.gz' }
const assets = staticMiddleware({
  dir: clientDir,
  maxAge: 31536000,
  immutable: true,
  encodings,
})
const files = staticMiddleware({ dir: clientDir, encodings })
const MIME_OVERRIDES = { '.webmanifest': 'application/manifest+json' }

const server = serve({
  port: env.PORT,
  hostname: env.HOST,
  silent: true,
  // Our own shutdown below: the open database keeps the event loop alive after the socket closes.
  gracefulShutdown: false,
  // Under WEB_CONCURRENCY (scripts/serve-cluster.mjs) the workers share the primary's socket.
  node: { exclusive: false },
  middleware: [
    async (request, next) => {
      const { pathname } = new URL(request.url)
      // Only paths that name a file can be static; pages and API calls skip the disk lookup.
      const isFile = pathname.startsWith('/assets/') || pathname.slice(pathname.lastIndexOf('/')).includes('.')
      if (!isFile || pathname.startsWith('/media/') || pathname.startsWith('/uploads/')) return next()
      const response = await (pathname.startsWith('/assets/') ? assets : files)(request, next)
      const ext = Object.keys(MIME_OVERRIDES).find((e) => pathname.endsWith(e))
      if (ext && response.status === 200) response.headers.set('content-type', MIME_OVERRIDES[ext])
      // The service worker and the build manifest are always revalidated (ADR 008).
      if (response.status === 200 && (pathname === '/sw.js' || pathname.startsWith('/_build/'))) {
        response.headers.set('cache-control', 'no-cache')
        if (pathname === '/sw.js') response.headers.set('service-worker-allowed', '/')
      }
      for (const [name, value] of Object.entries(securityHeaders)) if (!response.headers.has(name)) response.headers.set(name, value)
      return response
    },
  ],
  fetch: (request) => app.fetch(request),
})

await server.ready()

// SIGINT/SIGTERM: stop accepting, give requests in flight 3 s, then exit (the database is
// closed by the process ending; PGlite writes through on every commit).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    const force = setTimeout(() => process.exit(0), 3000)
    force.unref()
    server.close(true).finally(() => process.exit(0))
  })
}
console.log(`Serving on ${server.url} (ready in ${Math.round(performance.now() - started)} ms)`)
