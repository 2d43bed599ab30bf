import { describe, expect, it } from 'vitest'
import { readWechatReturn, stateFromUrl, wechatLoginRequest } from './wechat-return'

describe('readWechatReturn (spec §2: the QR-login return params)', () => {
  it('code and state without type are the standard return', () => {
    expect(readWechatReturn('?code=abc&state=s1')).toEqual({ kind: 'standard', code: 'abc', state: 's1' })
    expect(readWechatReturn('?code=123&state=456&redirect=/brand')).toEqual({ kind: 'standard', code: '123', state: '456' })
  })

  it('type 1 is a plain login; type 2 needs an activity id', () => {
    expect(readWechatReturn('?code=c&state=s&type=1')).toEqual({ kind: 'type1', code: 'c', state: 's' })
    expect(readWechatReturn('?code=c&state=s&type=2&activity_id=12')).toEqual({ kind: 'type2', code: 'c', state: 's', activityId: 12 })
    expect(readWechatReturn('?code=c&state=s&type=2')).toEqual({ kind: 'none' })
  })

  it('a bad type is dropped, as the root search does', () => {
    expect(readWechatReturn('?code=c&state=s&type=7')).toEqual({ kind: 'standard', code: 'c', state: 's' })
  })

  it('a ticket is the landing of a type 1 / type 2 login', () => {
    expect(readWechatReturn('?wechat_ticket=t-1')).toEqual({ kind: 'ticket', ticket: 't-1' })
    expect(readWechatReturn(`?wechat_ticket=${'x'.repeat(200)}`)).toEqual({ kind: 'none' })
  })

  it('nothing to do without both code and state', () => {
    expect(readWechatReturn('')).toEqual({ kind: 'none' })
    expect(readWechatReturn('?code=c')).toEqual({ kind: 'none' })
    expect(readWechatReturn(`?code=${'c'.repeat(600)}&state=s`)).toEqual({ kind: 'none' })
  })
})

describe('stateFromUrl', () => {
  it('reads the state of the answer URL, else keeps the one sent', () => {
    expect(stateFromUrl('/login?state=new', 'old')).toBe('new')
    expect(stateFromUrl('https://example.com/?x=1', 'old')).toBe('old')
  })
})

describe('wechatLoginRequest', () => {
  it('a plain login page uses the standard return to /login of its language and variant', () => {
    expect(wechatLoginRequest({ mobile: false, locale: 'en-US' })).toEqual({ type: 0, return_path: '/login' })
    expect(wechatLoginRequest({ mobile: true, locale: 'zh-CN' })).toEqual({ type: 0, return_path: '/zh-CN/mobile/login' })
  })

  it('a redirect makes it type 1, landing on the localised page', () => {
    expect(wechatLoginRequest({ redirect: '/brand?page=2', mobile: false, locale: 'zh-CN' })).toEqual({
      type: 1,
      next: '/zh-CN/brand?page=2',
      return_path: '/zh-CN/login',
    })
  })

  it('an activity makes it type 2, landing on the activity page', () => {
    expect(wechatLoginRequest({ activityId: 5, redirect: '/brand', mobile: false, locale: 'en-US' })).toEqual({
      type: 2,
      activity_id: 5,
      next: '/exhibitionDetail?id=5',
      return_path: '/login',
    })
  })
})
