import { describe, expect, it } from 'vitest'
import { runWithRequestLocale } from './locale-scope.server'
import { extractLocaleFromUrl, getLocale, getUrlOrigin } from '@/paraglide/runtime'

const paths = [
  '/',
  '/brand',
  '/zh-CN',
  '/zh-CN/',
  '/zh-CN/brand',
  '/zh-CN/product/detail',
  '/mobile',
  '/zh-CN/mobile/about',
  '/zh-CNx',
  '/zh-cn/brand',
  '/en-US/brand',
  '/product?q=zh-CN',
  '/a/zh-CN',
]

describe('runWithRequestLocale', () => {
  it("gives getLocale() the locale Paraglide's URL strategy finds, and the origin", async () => {
    for (const path of paths) {
      const url = new URL(`http://shop.example:8080${path}`)
      const expected = extractLocaleFromUrl(url.href) ?? 'en-US'
      const seen = await runWithRequestLocale(url, async () => {
        await Promise.resolve()
        return { locale: getLocale(), origin: getUrlOrigin() }
      })
      expect({ path, ...seen }).toEqual({ path, locale: expected, origin: 'http://shop.example:8080' })
    }
  })
})
