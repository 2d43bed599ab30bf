import type { Board } from '../utils/apply'
import { getLocale } from '@/paraglide/runtime'
import { m } from '@/paraglide/messages'

/** The announcement's text in the page's language, else the other one. */
export function announcementText(a: Board['announcements'][number]): string {
  const zh = getLocale() === 'zh-CN'
  return (zh ? a.text_zh || a.text_en : a.text_en || a.text_zh).trim()
}

/** The foot band of a hall screen: the newest announcement large, the one before it beside it. */
export function AnnouncementTicker({ announcements }: { announcements: Board['announcements'] }) {
  const [latest, ...older] = announcements
  return (
    <section
      aria-labelledby="hall-announcements"
      aria-live="polite"
      className="flex min-h-96 items-center gap-24 bg-black/40 px-48 py-16"
      data-testid="hall-ticker"
    >
      <h2 id="hall-announcements" className="shrink-0 rounded-md bg-white px-16 py-6 text-dp-32 font-bold text-black">
        {m.hall_announcements()}
      </h2>
      {latest ? (
        <p className="min-w-0 flex-1 truncate text-dp-40 font-semibold" data-testid="hall-announcement">
          {announcementText(latest)}
        </p>
      ) : (
        <p className="min-w-0 flex-1 text-dp-32 text-white/70">{m.hall_no_announcements()}</p>
      )}
      {older.length ? (
        <ul className="flex max-w-560 shrink-0 flex-col text-dp-32 text-white/75">
          {older.slice(0, 1).map((a) => (
            <li key={a.id} className="truncate">
              {announcementText(a)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
