import { describe, expect, it } from 'vitest'
import { onAfterLogin, runAfterLogin } from './after-login'

describe('after-login registry', () => {
  it('runs every registered task, survives a failing one, and unregisters', async () => {
    const ran: Array<string> = []
    const offA = onAfterLogin('a', async () => void ran.push('a'))
    const offB = onAfterLogin('b', () => Promise.reject(new Error('boom')))
    await runAfterLogin()
    expect(ran).toEqual(['a'])
    offA()
    offB()
    await runAfterLogin()
    expect(ran).toEqual(['a'])
  })

  it('stops waiting after the timeout', async () => {
    const off = onAfterLogin('slow', () => new Promise(() => undefined))
    const started = Date.now()
    await runAfterLogin(20)
    expect(Date.now() - started).toBeLessThan(1000)
    off()
  })
})
