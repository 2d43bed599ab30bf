import { describe, expect, it } from 'vitest'
import { apiLanguage, localeFromAcceptLanguage, localizePath, negotiateLocale, splitLocalePath } from './locale'

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-TW,en;q=0.5', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['en-GB,en;q=0.9,zh-CN;q=0.8', 'en-US'],
    ['en', 'en-US'],
    ['en;q=0.4, zh-CN;q=0.9', 'zh-CN'],
    ['fr-FR,fr;q=0.9,zh;q=0.5,en;q=0.3', 'zh-CN'],
    ['de-DE,de;q=0.9', undefined],
    ['zh-CN;q=0', undefined],
    ['*', undefined],
    ['', undefined],
    [';;;,,,q=', undefined],
  ])('%j → %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected)
  })
})

describe('negotiateLocale: cookie → Accept-Language → en-US', () => {
  it('prefers a valid cookie over the browser language', () => {
    expect(negotiateLocale({ cookie: 'en-US', acceptLanguage: 'zh-CN' })).toEqual({ locale: 'en-US', source: 'cookie' })
    expect(negotiateLocale({ cookie: 'zh-CN', acceptLanguage: 'en' })).toEqual({ locale: 'zh-CN', source: 'cookie' })
  })
  it('ignores an unknown cookie value', () => {
    expect(negotiateLocale({ cookie: 'xx', acceptLanguage: 'zh' })).toEqual({ locale: 'zh-CN', source: 'accept-language' })
  })
  it('falls back to en-US', () => {
    expect(negotiateLocale({ acceptLanguage: 'ja-JP' })).toEqual({ locale: 'en-US', source: 'default' })
    expect(negotiateLocale({})).toEqual({ locale: 'en-US', source: 'default' })
  })
})

describe('locale paths', () => {
  it('splits and builds /zh-CN paths', () => {
    expect(splitLocalePath('/zh-CN')).toEqual({ locale: 'zh-CN', path: '/' })
    expect(splitLocalePath('/zh-CN/about')).toEqual({ locale: 'zh-CN', path: '/about' })
    expect(splitLocalePath('/zh-CNabout')).toEqual({ locale: 'en-US', path: '/zh-CNabout' })
    expect(splitLocalePath('/about')).toEqual({ locale: 'en-US', path: '/about' })
    expect(localizePath('/', 'zh-CN')).toBe('/zh-CN')
    expect(localizePath('/about', 'zh-CN')).toBe('/zh-CN/about')
    expect(localizePath('/about', 'en-US')).toBe('/about')
  })
  it('maps locales to the API lan parameter', () => {
    expect(apiLanguage('zh-CN')).toBe('cn')
    expect(apiLanguage('en-US')).toBe('en')
  })
})
