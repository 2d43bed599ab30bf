import { userInfoStore } from './user-info'

/**
 * Logout: the server revokes the session's keys and unbinds the browser token, then the stored
 * userInfo is cleared; the other tabs follow through the storage event. The local state is
 * cleared even when the server cannot be reached (or the keys were already dead).
 */
export async function logout(): Promise<void> {
  try {
    // Loaded on demand: the logout button is in the header of every page.
    const { loginOut } = await import('@/api/client/login.gen')
    await loginOut({}, { toast: false, reject: false })
  } finally {
    userInfoStore.clear()
  }
}
