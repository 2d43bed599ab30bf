import { describe, expect, it } from 'vitest'
import {
  carriesCredentials,
  catalogueCacheKey,
  isCacheablePage,
  isCatalogueRead,
  isLiveRead,
  liveCacheKey,
  isOfflinePage,
  isQueuedWrite,
  offlineFallbackFor,
} from './policy'

const u = (path: string) => new URL(path, 'https://trade.example')

describe('service worker cache policy', () => {
  it('caches anonymous catalogue GETs only', () => {
    expect(isCatalogueRead(u('/newApi/api_v2/Home/getBrandList?lan=en&Authorization=&Mobile_key=&timestamp=1'), 'GET')).toBe(true)
    // Anything carrying a key is personal.
    expect(isCatalogueRead(u('/newApi/opbGoods/opbGoodsCar?Authorization=abc&Mobile_key=def'), 'GET')).toBe(false)
    // The hall screens' board and event stream are never served from a cache (ADR 094).
    expect(isCatalogueRead(u('/newApi/api_v2/Live/hallBoard?act_id=1'), 'GET')).toBe(false)
    expect(isCatalogueRead(u('/newApi/api_v2/Live/stream?act_id=1'), 'GET')).toBe(false)
    expect(isCatalogueRead(u('/newApi/x?api_key=abc'), 'GET')).toBe(false)
    // Login and tokens, never.
    expect(isCatalogueRead(u('/newApi/api_v2/Login/getMobileVerifyCode?mobile=1'), 'GET')).toBe(false)
    expect(isCatalogueRead(u('/newApi/api_v2/Home/getToken'), 'GET')).toBe(false)
    expect(isCatalogueRead(u('/api/monitor/report'), 'GET')).toBe(false)
    expect(isCatalogueRead(u('/newApi/api_v2/Home/getBrandList'), 'POST')).toBe(false)
  })

  it('keys catalogue reads without the timestamp and the empty credential params', () => {
    const a = catalogueCacheKey(u('/newApi/a?lan=en&timestamp=1&Authorization=&Mobile_key=&FromBrandId=&page=2'))
    const b = catalogueCacheKey(u('/newApi/a?page=2&timestamp=99&lan=en&Authorization=&Mobile_key=&FromBrandId='))
    expect(a).toBe(b)
    expect(a).toBe('https://trade.example/newApi/a?lan=en&page=2')
    expect(catalogueCacheKey(u('/newApi/a?lan=cn'))).not.toBe(catalogueCacheKey(u('/newApi/a?lan=en')))
  })

  it('never caches login pages or QR-login returns', () => {
    expect(isCacheablePage(u('/about'))).toBe(true)
    expect(isCacheablePage(u('/zh-CN/brand?page=2'))).toBe(true)
    for (const path of [
      '/login',
      '/login/registerHome',
      '/zh-CN/loginRole',
      '/mobile/login',
      '/about?code=x&state=y',
      '/?Authorization=k',
    ]) {
      expect([path, isCacheablePage(u(path))]).toEqual([path, false])
    }
  })

  it('falls back to the offline page of the path language', () => {
    expect(offlineFallbackFor(u('/pricing'))).toBe('/offline')
    expect(offlineFallbackFor(u('/zh-CN/pricing'))).toBe('/zh-CN/offline')
    expect(offlineFallbackFor(u('/zh-CN'))).toBe('/zh-CN/offline')
    expect(offlineFallbackFor(u('/zh-CNx'))).toBe('/offline')
    expect(isOfflinePage(u('/zh-CN/offline'))).toBe(true)
    expect(isOfflinePage(u('/offline/x'))).toBe(false)
  })

  it('queues only the listed writes', () => {
    expect(isQueuedWrite(u('/newApi/opbGoods/opbGoodsAddCar?lan=en'), 'POST')).toBe(true)
    expect(isQueuedWrite(u('/newapi/opbgoods/opbgoodsaddcar'), 'POST')).toBe(true)
    expect(isQueuedWrite(u('/newApi/opbGoods/opbGoodsAddCar'), 'GET')).toBe(false)
    expect(isQueuedWrite(u('/newApi/opbGoods/postOpbGoodsCar'), 'POST')).toBe(false)
  })

  it('sees credentials in any case of the param name', () => {
    expect(carriesCredentials(u('/x?authorization=a'))).toBe(true)
    expect(carriesCredentials(u('/x?MOBILE_KEY=a'))).toBe(true)
    expect(carriesCredentials(u('/x?Authorization=&lan=en'))).toBe(false)
  })

  it('keeps the event-day reads per session, and queues record saves', () => {
    const list = u('/newApi/api_v2/Live/recordList?act_id=1&lan=en&timestamp=5&Authorization=k&Mobile_key=m')
    expect(isLiveRead(list, 'GET')).toBe(true)
    expect(isLiveRead(u('/newApi/api_v2/live/recordhead?act_id=1&record_id=2'), 'GET')).toBe(true)
    expect(isLiveRead(u('/newApi/api_v2/Live/recordSave'), 'POST')).toBe(false)
    expect(isCatalogueRead(list, 'GET')).toBe(false)
    expect(liveCacheKey(list)).toBe('https://trade.example/newApi/api_v2/Live/recordList?Authorization=k&Mobile_key=m&act_id=1&lan=en')
    expect(isQueuedWrite(u('/newApi/api_v2/Live/recordSave'), 'POST')).toBe(true)
  })
})
