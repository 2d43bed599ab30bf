/**
 * /manifest.webmanifest, served by the server so that the configured site name (SITE_NAME_EN,
 * SITE_NAME_ZH) is the installed app's name. English is the manifest's language; the Chinese
 * name travels in the `*_localized` members of the manifest localisation proposal, which
 * Chromium reads. Icons are drawn at build time from public/favicon.svg (scripts/pwa-build.mjs).
 */
import { publicConfig } from '../../../app.config'

export const MANIFEST_PATH = '/manifest.webmanifest'

export function webManifest(config = publicConfig()) {
  const en = config.siteName['en-US']
  const zh = config.siteName['zh-CN']
  return {
    id: '/',
    name: en,
    short_name: en,
    name_localized: { 'zh-CN': zh },
    short_name_localized: { 'zh-CN': zh },
    description: 'Brand suppliers and importers find each other: pavilions, brands, products, exhibitions and buyer matching.',
    description_localized: { 'zh-CN': '品牌供应商与进口商在这里相遇：国家馆、品牌、产品、展会与采购对接。' },
    lang: 'en-US',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#0f766e',
    background_color: '#ffffff',
    categories: ['business', 'shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      { src: '/screenshots/desktop.png', sizes: '1280x720', type: 'image/png', form_factor: 'wide', label: 'Home page on a desktop' },
      { src: '/screenshots/mobile.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'Home page on a phone' },
    ],
  }
}

export function manifestResponse(): Response {
  return new Response(JSON.stringify(webManifest()), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
