import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

/** The page the visitor wanted (`from`, set by the service worker), if it is a local path. */
function wantedPath(): string | null {
  const from = new URLSearchParams(window.location.search).get('from')
  return from && from.startsWith('/') && !from.startsWith('//') ? from : null
}

/** What the offline page offers: try the wanted page again, or go back to a page already visited. */
export function OfflineNotice() {
  return (
    <div className="flex flex-col items-start gap-16" data-testid="offline-notice">
      <p className="text-dp-16 text-muted-foreground">{m.offline_hint()}</p>
      <div className="flex flex-wrap gap-12">
        <Button
          onClick={() => {
            const path = wantedPath()
            if (path) window.location.assign(path)
            else window.location.reload()
          }}
        >
          {m.offline_retry()}
        </Button>
        <Button variant="outline" onClick={() => window.history.back()}>
          {m.offline_back()}
        </Button>
      </div>
    </div>
  )
}
