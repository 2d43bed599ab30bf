import { describe, expect, it } from 'vitest'
import { redactUrl } from './dispatch.server'

describe('redactUrl', () => {
  it('masks keys, browser tokens, tickets and codes in logged URLs', () => {
    const url = new URL(
      'http://x/newApi/api_v2/login/wechatQrStatus?state=s&browser_token=bt&Authorization=k&Mobile_key=m&token=t&ticket=w&code=c&lan=en',
    )
    const logged = redactUrl(url)
    for (const secret of ['=bt', '=k&', '=m&', '=t&', '=w&', '=c&']) expect(logged).not.toContain(secret)
    expect(logged).toContain('state=s')
    expect(logged).toContain('lan=en')
  })
})
