import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { paraglideOptions } from './scripts/paraglide-options.mjs'
import { buildId, pwaAfterAppBuild, withoutPwaBuildHook } from './scripts/pwa-build.mjs'

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
          // Everything the entry imports statically (React, the router, every route's light part)
          // is one chunk: the automatic split made ~95 files of it, each loaded on every first
          // visit (ADR 037, ADR 057).
          output: {
            codeSplitting: {
              groups: [
                // Radix Dialog and its helpers (the bottom sheet, dialogs): their own chunk, so a
                // page that only shares a product card with /product does not load them (ADR 057).
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
    paraglideVitePlugin(paraglideOptions),
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
