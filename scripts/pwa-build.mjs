// The installable app's build step (ADR 008). TanStack Start builds the client and the server as
// two Vite environments; vite-plugin-pwa's own `closeBundle` only ever sees one of them and emits
// no service worker. This plugin runs after the whole app is built (a `buildApp` post hook) and
//   1. draws the app icons (192, 512, maskable 512, apple-touch 180) from public/favicon.svg,
//   2. writes the build manifest `_build/latest.json` and the per-build metadata
//      `_build/meta/<id>.json` (route rules from route-rules.json),
//   3. builds the service worker (src/features/pwa/sw/sw.ts) through vite-plugin-pwa's
//      generateSW() API, which injects the precache manifest of dist/client.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
export const clientDir = resolve(root, 'dist/client')

/**
 * One id per build: a timestamp plus a random suffix, baked into the client and
 * _build/latest.json. Vite loads (bundles) the config more than once per build, so the id is
 * kept on globalThis for the whole build process.
 */
const holder = /** @type {{ __appBuildId?: string }} */ (globalThis)
holder.__appBuildId ??= `${new Date()
  .toISOString()
  .replace(/[-:.TZ]/g, '')
  .slice(0, 14)}-${randomBytes(3).toString('hex')}`
export const buildId = holder.__appBuildId

export const iconSizes = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'apple-touch-icon-180.png', size: 180, purpose: 'apple' },
]

async function drawIcons() {
  const { default: sharp } = await import('sharp')
  const svg = readFileSync(resolve(root, 'public/favicon.svg'))
  mkdirSync(resolve(clientDir, 'icons'), { recursive: true })
  for (const icon of iconSizes) {
    const out = resolve(clientDir, 'icons', icon.file)
    if (icon.purpose === 'maskable' || icon.purpose === 'apple') {
      // Maskable: the artwork inside the 80 % safe zone on the brand colour, edge to edge.
      const inner = Math.round(icon.size * (icon.purpose === 'maskable' ? 0.7 : 0.86))
      const art = await sharp(svg, { density: 384 }).resize(inner, inner).png().toBuffer()
      await sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: '#0f766e' } })
        .composite([{ input: art, gravity: 'center' }])
        .png()
        .toFile(out)
    } else {
      await sharp(svg, { density: 384 }).resize(icon.size, icon.size).png().toFile(out)
    }
  }
}

function readRouteRules() {
  const file = resolve(root, 'route-rules.json')
  if (!existsSync(file)) return {}
  const rules = JSON.parse(readFileSync(file, 'utf8'))
  return rules.routeRules ?? {}
}

function writeBuildManifest() {
  const dir = resolve(clientDir, '_build')
  mkdirSync(resolve(dir, 'meta'), { recursive: true })
  const timestamp = Date.now()
  writeFileSync(resolve(dir, 'latest.json'), JSON.stringify({ id: buildId, timestamp }))
  writeFileSync(resolve(dir, 'meta', `${buildId}.json`), JSON.stringify({ id: buildId, timestamp, routeRules: readRouteRules() }))
}

/**
 * @param {import('vite').Plugin[]} pwaPlugins what VitePWA() returned
 * @returns {import('vite').Plugin}
 */
export function pwaAfterAppBuild(pwaPlugins) {
  const api = pwaPlugins.find((plugin) => plugin.name === 'vite-plugin-pwa')?.api
  return {
    name: 'pwa-after-app-build',
    apply: 'build',
    enforce: 'post',
    buildApp: {
      order: 'post',
      async handler() {
        if (!existsSync(clientDir)) return
        await drawIcons()
        writeBuildManifest()
        if (!api) throw new Error('vite-plugin-pwa is missing from the plugins')
        await api.generateSW()
        if (!existsSync(resolve(clientDir, 'sw.js'))) throw new Error('the service worker was not generated')
      },
    },
  }
}

/** VitePWA's plugins without its build hook: the worker is generated once, after the app build. */
export function withoutPwaBuildHook(pwaPlugins) {
  return pwaPlugins.filter((plugin) => plugin.name !== 'vite-plugin-pwa:build')
}
