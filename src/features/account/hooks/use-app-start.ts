import { useEffect } from 'react'
import { appStart } from '../utils/app-start'
import { browserTokenStore, toStoredUser, userInfoStore } from '@/lib/user-info'
import { createTokenOpb, userTokenEncryption } from '@/api/client/login.gen'

let started: Promise<void> | undefined

/**
 * Spec §4's app-start flow, once per page load (not per render, not per navigation). It runs
 * after hydration, when the browser is idle, so it never delays the first paint.
 * Returns a promise that settles when the flow is done (the WeChat return waits for it).
 */
export function startApp(): Promise<void> {
  started ??= new Promise<void>((resolve) => {
    const run = () =>
      void appStart({
        createToken: async (stored) => (await createTokenOpb(stored ? { token: stored } : {}, { reject: false }))?.token,
        exchange: async (browser_token) => {
          const user = await userTokenEncryption({ browser_token }, { toast: false, reject: false })
          return user ? toStoredUser(user) : user
        },
        users: userInfoStore,
        tokens: browserTokenStore,
      }).finally(resolve)
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 1500 })
    else setTimeout(run, 1)
  })
  return started
}

export function useAppStart(): void {
  useEffect(() => {
    void startApp()
  }, [])
}
