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
  it('cuts report months in Beijing unless REPORT_TIME_ZONE names another known zone', () => {
    expect(parseEnv({}).REPORT_TIME_ZONE).toBe('Asia/Shanghai')
    expect(parseEnv({ REPORT_TIME_ZONE: 'UTC' }).REPORT_TIME_ZONE).toBe('UTC')
    expect(() => parseEnv({ REPORT_TIME_ZONE: 'Beijing' })).toThrow(/REPORT_TIME_ZONE: expected an IANA time zone/)
  })
  it('takes WEB_CONCURRENCY above 1 only with DATABASE_URL', () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1)
    expect(parseEnv({ WEB_CONCURRENCY: '1' }).WEB_CONCURRENCY).toBe(1)
    expect(() => parseEnv({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: more than one process needs DATABASE_URL/)
    expect(() => parseEnv({ WEB_CONCURRENCY: 'auto' })).toThrow(/needs DATABASE_URL/)
    expect(parseEnv({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://db/app' }).WEB_CONCURRENCY).toBe(4)
    expect(parseEnv({ WEB_CONCURRENCY: 'auto', DATABASE_URL: 'postgres://db/app' }).WEB_CONCURRENCY).toBe('auto')
    expect(() => parseEnv({ WEB_CONCURRENCY: 'many', DATABASE_URL: 'postgres://db/app' })).toThrow(/WEB_CONCURRENCY: must be/)
  })
  it('makes cross-site cookies Secure', () => {
    expect(publicConfig(parseEnv({ COOKIE_CROSS_SITE: 'true' })).cookie).toEqual({ secure: true, crossSite: true })
  })
  it('defaults COOKIE_SECURE to on in production behind an https PUBLIC_ORIGIN (issue 27 §9)', () => {
    const https = { PUBLIC_ORIGIN: 'https://shop.example' }
    expect(parseEnv({ NODE_ENV: 'production', ...https }).COOKIE_SECURE).toBe(true)
    expect(publicConfig(parseEnv({ NODE_ENV: 'production', ...https })).cookie.secure).toBe(true)
    expect(parseEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://localhost:3000' }).COOKIE_SECURE).toBe(false)
    expect(parseEnv({ NODE_ENV: 'development', ...https }).COOKIE_SECURE).toBe(false)
    expect(parseEnv({ NODE_ENV: 'production', ...https, COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false)
    expect(parseEnv({ NODE_ENV: 'development', COOKIE_SECURE: '1' }).COOKIE_SECURE).toBe(true)
  })
  it('makes the preference cookies (locale, device) Secure under COOKIE_SECURE', () => {
    expect(publicConfig(parseEnv({ COOKIE_SECURE: 'true' })).cookie).toEqual({ secure: true, crossSite: false })
  })
})
