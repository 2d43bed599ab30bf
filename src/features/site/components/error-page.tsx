import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ErrorView } from './error-view'
import { Button } from '@/components/ui/button'
import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-recovery'
import { m } from '@/paraglide/messages'

/** Any error other than not-found: 500 'Internal Server Error', with a retry. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const chunkError = isChunkLoadError(error)
  // A chunk deleted by a deploy: reload (at most once per 10 s for this path); meanwhile, and
  // if the guard holds, this page explains and offers the reload.
  useEffect(() => {
    if (chunkError) reloadForChunkError(error)
  }, [chunkError, error])
  if (chunkError) {
    return (
      <ErrorView
        status={500}
        title={m.error_chunk_title()}
        description={m.error_chunk_description()}
        actions={<Button onClick={() => window.location.reload()}>{m.error_chunk_reload()}</Button>}
      />
    )
  }
  return (
    <ErrorView
      status={500}
      title={m.error_500_title()}
      description={m.error_500_description()}
      actions={
        <Button
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          {m.error_retry()}
        </Button>
      }
    />
  )
}
