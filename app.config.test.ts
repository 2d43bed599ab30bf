import { describe, expect, it } from 'vitest'
import { parseEnv, publicConfig } from './app.config'

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', COOKIE_SECURE: false })
    expect(publicConfig(env).cookie).toEqual({ secure: false, crossSite: false })
  })
  it('names every invalid variable', () => {
    expect(() => parseEnv({ PORT: 'eighty', SITE_NAME_EN: '' })).toThrow(/PORT[\s\S]*SITE_NAME_EN/)
  })
  it('makes cross-site cookies Secure', () => {
    expect(publicConfig(parseEnv({ COOKIE_CROSS_SITE: 'true' })).cookie).toEqual({ secure: true, crossSite: true })
  })
})
