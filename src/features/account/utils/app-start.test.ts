import { describe, expect, it } from 'vitest'
import { appStart, type AppStartDeps } from './app-start'
import type { UserInfo } from '@/lib/user-info'

const alice: UserInfo = { user_id: 7, api_key: 'k1', mobile_key: 'm1', role: 'buyer' }

/** An in-memory browser (storage) and a server answering as told; records the calls. */
function browser(options: {
  token?: string | undefined
  exchange?: UserInfo | null | undefined | 'unreachable'
  stored?: UserInfo | null
  storedToken?: string
  fresh?: boolean
}) {
  const calls: Array<string> = []
  let stored = options.stored ?? null
  let storedToken = options.storedToken ?? null
  const deps: AppStartDeps = {
    createToken: async (previous) => {
      calls.push(`createToken(${previous ?? ''})`)
      return 'token' in options ? options.token : 'tok-1'
    },
    exchange: async (token) => {
      calls.push(`exchange(${token})`)
      return options.exchange
    },
    users: { get: () => stored, set: (info) => (stored = info), clear: () => (stored = null) },
    tokens: { get: () => storedToken, set: (token) => (storedToken = token), fresh: () => options.fresh ?? false },
  }
  return { deps, calls, stored: () => stored, token: () => storedToken }
}

describe('app start (spec §4)', () => {
  it('reuses a recently confirmed token without asking for one (no createTokenOpb per page load)', async () => {
    const b = browser({ storedToken: 'kept', fresh: true, exchange: null })
    expect(await appStart(b.deps)).toBe('anonymous')
    expect(b.calls).toEqual(['exchange(kept)'])
  })

  it('asks for a token (passing the stored one), then exchanges it', async () => {
    const b = browser({ storedToken: 'old', token: 'old', exchange: null })
    expect(await appStart(b.deps)).toBe('anonymous')
    expect(b.calls).toEqual(['createToken(old)', 'exchange(old)'])
    expect(b.token()).toBe('old')
  })

  it('saves the user when the exchange succeeds and no user id is stored', async () => {
    const b = browser({ exchange: alice })
    expect(await appStart(b.deps)).toBe('saved')
    expect(b.stored()).toEqual(alice)
    expect(b.token()).toBe('tok-1')
  })

  it('keeps a stored user id', async () => {
    const mine: UserInfo = { user_id: 9, api_key: 'k9', mobile_key: 'm9' }
    const b = browser({ exchange: alice, stored: mine })
    expect(await appStart(b.deps)).toBe('kept')
    expect(b.stored()).toBe(mine)
  })

  it('clears the stored user when the exchange fails', async () => {
    const b = browser({ exchange: undefined, stored: alice })
    expect(await appStart(b.deps)).toBe('cleared')
    expect(b.stored()).toBeNull()
  })

  it('clears the stored user when nobody is signed in on this browser any more (single logout)', async () => {
    const b = browser({ exchange: null, stored: alice })
    expect(await appStart(b.deps)).toBe('cleared')
    expect(b.stored()).toBeNull()
  })

  it('keeps the stored user when the exchange gets no answer (offline, a cached page)', async () => {
    const b = browser({ storedToken: 'kept', fresh: true, exchange: 'unreachable', stored: alice })
    expect(await appStart(b.deps)).toBe('offline')
    expect(b.stored()).toBe(alice)
    expect(b.token()).toBe('kept')
  })

  it('does nothing more when no token could be had', async () => {
    const b = browser({ token: undefined, stored: alice })
    expect(await appStart(b.deps)).toBe('no-token')
    expect(b.calls).toEqual(['createToken()'])
    expect(b.stored()).toBe(alice)
  })
})
