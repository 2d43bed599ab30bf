/**
 * Work to do right after a login, registered by whoever needs it (e.g. the inquiry cart merges
 * the visitor's local cart into the account). The login flow calls `runAfterLogin()` and waits
 * for it (bounded) before navigating, so the next page already sees the merged data. A feature
 * registers here instead of importing another feature.
 */
type AfterLogin = () => Promise<unknown>

const tasks = new Map<string, AfterLogin>()

/** Registers (or replaces) a named task. Returns a function that removes it. */
export function onAfterLogin(name: string, task: AfterLogin): () => void {
  tasks.set(name, task)
  return () => {
    if (tasks.get(name) === task) tasks.delete(name)
  }
}

/** Runs every task; never rejects, and gives up waiting after `timeoutMs`. */
export async function runAfterLogin(timeoutMs = 5000): Promise<void> {
  if (!tasks.size) return
  const all = Promise.allSettled([...tasks.values()].map((task) => task()))
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, timeoutMs))])
}
