import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { paraglideOptions } from './scripts/paraglide-options.mjs'
import { chunkFileName, chunkNameIndex } from './scripts/chunk-names.mjs'
import { buildId, pwaAfterAppBuild, withoutPwaBuildHook } from './scripts/pwa-build.mjs'

/**
 * Start's hydration registers a serialization adapter for server functions, which imports the
 * server-function fetcher and with it seroval's JSON writer and reader (≈ 10 KB gz) into every
 * first load, although no page's payload carries a server function and the client calls one
 * only when a root loader re-runs. The client build loads the fetcher on its first call instead
 * (ADR 049).
 */
function serverFnFetcherOnDemand(): Plugin {
  // The virtual id carries the real module's path, so load() needs no state from resolveId().
  const prefix = '\0server-fn-fetcher-on-demand:'
  return {
    name: 'server-fn-fetcher-on-demand',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (this.environment.name !== 'client' || source !== './serverFnFetcher.js') return undefined
      if (!importer || !/start-client-core[\\/]dist[\\/]esm[\\/]client-rpc[\\/]createClientRpc\.js$/.test(importer)) return undefined
      const real = await this.resolve(source, importer, { skipSelf: true })
      return real ? prefix + real.id : undefined
    },
    load(id) {
      if (!id.startsWith(prefix)) return undefined
      const realPath = JSON.stringify(id.slice(prefix.length))
      return `export function serverFnFetcher(...args) { return import(${realPath}).then((m) => m.serverFnFetcher(...args)) }`
    },
  }
}

/**
 * The router runs a split route loader through `lazyFn(() => import('./chunk.js'))`, which calls
 * the importer on every request. Each `import()` of a module Node has already loaded still goes
 * through its ESM loader (resolution, the package scope lookup, the module job): ~2 % of a search
 * page's server CPU (ADR 048, second round). In the server bundle each such importer keeps its
 * first promise. A module is loaded once either way; only the lookups go.
 */
function memoServerImports(): Plugin {
  return {
    name: 'memo-server-imports',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    renderChunk(code) {
      if (!code.includes('() => import(')) return null
      // Only an importer whose body is the import itself: `() => import('./a.js').then(…)` is left alone.
      const memoised = code.replace(/\(\) => import\(("\.\/[^"]+\.js")\)(?!\s*[.?[(])/g, '((loaded) => () => (loaded ??= import($1)))()')
      return memoised === code ? null : { code: memoised, map: null }
    },
  }
}

// The service worker (ADR 008): src/features/pwa/sw/sw.ts, bundled as a classic script and given
// the precache manifest of dist/client by pwaAfterAppBuild once the whole app is built. The
// manifest itself is served by the server (src/server/pwa/manifest.server.ts) with the
// configured site name. Off in development: nothing registers it there.
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/features/pwa/sw',
  filename: 'sw.ts',
  outDir: 'dist/client',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    rollupFormat: 'iife',
    minify: true,
    globDirectory: 'dist/client',
    // The app shell: scripts, styles, fonts and icons. Pages come from the network-first cache;
    // the build manifest and the screenshots are never precached.
    globPatterns: ['assets/**/*.{js,css,woff2,svg}', 'icons/*.png', 'favicon.svg'],
    // Both offline fallback pages, rendered by the server and versioned by the build.
    additionalManifestEntries: [
      { url: '/offline', revision: buildId },
      { url: '/zh-CN/offline', revision: buildId },
    ],
  },
})

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId) },

  server: { port: 3000 },
  environments: {
    client: {
      build: {
        sourcemap: process.env.ANALYZE_BUNDLE === '1',
        rolldownOptions: {
          // Everything the entry imports statically (React, the router, every route's light part,
          // the locale and the message proxy, the query hooks and the API client that
          // src/lib/entry-chunk.ts keeps there) is one chunk: the automatic split made ~85 files
          // of it, each loaded on every first visit (ADR 037, ADR 046).
          output: {
            chunkFileNames: chunkFileName,
            codeSplitting: {
              groups: [
                // Radix Dialog and its helpers (the bottom sheet, dialogs): their own chunk, so a
                // page that only shares a product card with /product does not load them (ADR 046).
                {
                  name: 'dialog',
                  test: /node_modules[\\/](@radix-ui[\\/]react-(dialog|dismissable-layer|focus-scope|focus-guards|portal)|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-sidecar|react-style-singleton|use-callback-ref|detect-node-es|get-nonce|tslib)[\\/]/,
                  priority: 3,
                  includeDependenciesRecursively: false,
                },
                { name: 'app', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  plugins: [
    serverFnFetcherOnDemand(),
    memoServerImports(),
    paraglideVitePlugin(paraglideOptions),
    chunkNameIndex(),
    tailwindcss(),
    tanstackStart({
      srcDirectory: 'src',
      // Loaders load with their page (they pull in the API client and contract), not with every
      // page's first load through the route tree (ADR 037).
      router: {
        codeSplittingOptions: {
          defaultBehavior: [['loader'], ['component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']],
        },
      },
    }),
    viteReact(),
    ...withoutPwaBuildHook(pwa),
    pwaAfterAppBuild(pwa),
  ],
})
