import type { ExternalToast } from 'sonner'

type Kind = 'message' | 'success' | 'error' | 'info' | 'warning'

/**
 * Shows a toast. sonner is imported on demand so that it stays out of the entry chunk;
 * identical messages share an id, so a burst of the same error collapses into one toast.
 */
export async function notify(message: string, options: ExternalToast & { kind?: Kind } = {}): Promise<void> {
  const { toast } = await import('sonner')
  const { kind = 'message', ...rest } = options
  const toastOptions = { id: `${kind}:${message}`, ...rest }
  if (kind === 'message') toast(message, toastOptions)
  else toast[kind](message, toastOptions)
}
