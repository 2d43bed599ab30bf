import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

/** What the offline page offers: try again, or go back to a page already visited. */
export function OfflineNotice() {
  return (
    <div className="flex flex-col items-start gap-16" data-testid="offline-notice">
      <p className="text-dp-16 text-muted-foreground">{m.offline_hint()}</p>
      <div className="flex flex-wrap gap-12">
        <Button onClick={() => window.location.reload()}>{m.offline_retry()}</Button>
        <Button variant="outline" onClick={() => window.history.back()}>
          {m.offline_back()}
        </Button>
      </div>
    </div>
  )
}
