import { userInfoStore } from './user-info'
import { loginOut } from '@/api/client.gen'

/**
 * Logout: the server revokes the session's keys and unbinds the browser token, then the stored
 * userInfo is cleared; the other tabs follow through the storage event. The local state is
 * cleared even when the server cannot be reached (or the keys were already dead).
 */
export async function logout(): Promise<void> {
  try {
    await loginOut({}, { toast: false, reject: false })
  } finally {
    userInfoStore.clear()
  }
}
