import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { paraglideLocaleSplit } from './scripts/paraglide-locale-split.mjs'
import { paraglideOptions } from './scripts/paraglide-options.mjs'

/**
 * Paraglide's runtime imports a URLPattern polyfill unconditionally (18 KB). Browsers we
 * target ship URLPattern, and the client resolves locales without it (src/router.tsx), so the
 * client build loads the polyfill only where URLPattern is missing, off the critical path.
 */
function urlPatternPolyfillOnDemand(): Plugin {
  const virtualId = '\0urlpattern-polyfill-on-demand'
  return {
    name: 'urlpattern-polyfill-on-demand',
    enforce: 'pre',
    resolveId(id) {
      if (id === '@inlang/paraglide-js/urlpattern-polyfill' && this.environment.name === 'client') return virtualId
      return undefined
    },
    load(id) {
      if (id === virtualId) return "if (!('URLPattern' in globalThis)) void import('urlpattern-polyfill')"
      return undefined
    },
  }
}

export default defineConfig({

  server: { port: 3000 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // The per-message forwarders (scripts/paraglide-locale-split.mjs) are tiny: one chunk
          // for all of them instead of a request each.
          output: { codeSplitting: { groups: [{ name: 'messages', test: /[\\/]src[\\/](paraglide|lib[\\/]active-messages)/ }] } },
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  plugins: [
    urlPatternPolyfillOnDemand(),
    paraglideVitePlugin(paraglideOptions),
    paraglideLocaleSplit({ outdir: paraglideOptions.outdir }),
    tailwindcss(),
    tanstackStart({ srcDirectory: 'src' }),
    viteReact(),
  ],
})
