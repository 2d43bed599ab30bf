import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { ErrorView } from './error-view'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

/** Any error other than not-found: 500 'Internal Server Error', with a retry. */
export function ErrorPage({ reset }: ErrorComponentProps) {
  const router = useRouter()
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
