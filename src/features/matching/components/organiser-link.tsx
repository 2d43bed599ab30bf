import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

/** What an organiser sees on an activity page: the way to its scheduler and the verification queue. */
export function OrganiserLink({ actId }: { actId: number }) {
  return (
    <div className="flex flex-wrap gap-8">
      <Button asChild>
        <Link to="/organiser/schedule" search={{ id: actId }}>
          {m.mt_open_scheduler()}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/organiser">{m.mt_open_queue()}</Link>
      </Button>
    </div>
  )
}
