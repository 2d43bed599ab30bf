// One set of Paraglide compiler options, shared by the Vite plugin (vite.config.ts)
// and the standalone compile step (scripts/paraglide.mjs) that runs before vitest and tsc.
// en-US is the base locale with unprefixed paths; zh-CN lives under /zh-CN/.
// Only the URL decides the locale at runtime: first-visit negotiation (cookie, then
// Accept-Language) happens in src/server.ts, because with an unprefixed base locale the
// URL pattern matches every path and Paraglide's own cookie strategy would never run.
/** @type {import('@inlang/paraglide-js').CompilerOptions} */
export const paraglideOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  outputStructure: 'message-modules',
  strategy: ['url', 'baseLocale'],
  isServer: 'import.meta.env.SSR',
  emitGitIgnore: false,
  urlPatterns: [
    // The Chinese home page is /zh-CN (not /zh-CN/), matching localizePath() in src/lib/locale.ts.
    {
      pattern: '/',
      localized: [
        ['zh-CN', '/zh-CN'],
        ['en-US', '/'],
      ],
    },
    {
      pattern: '/:path(.*)?',
      localized: [
        ['zh-CN', '/zh-CN/:path(.*)?'],
        ['en-US', '/:path(.*)?'],
      ],
    },
  ],
}
