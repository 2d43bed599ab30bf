/** The production build's id (vite.config.ts `define`; also written to /_build/latest.json). */
declare const __BUILD_ID__: string
