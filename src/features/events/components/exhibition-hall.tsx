import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { hallQuery } from '../api/queries'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

/**
 * An activity's virtual hall: booths grouped by country pavilion; each booth shows the brand,
 * its products and "request a meeting", which leads to the activity page's wish list (log in
 * and register first when needed).
 */
export function ExhibitionHall({ id }: { id: number }) {
  const { data } = useSuspenseQuery(hallQuery(id))
  return (
    <div className="flex flex-col gap-28">
      <p className="text-dp-15">
        <Link to="/exhibitionDetail" search={{ id }} className="text-primary underline">
          {m.ev_back_to_activity({ title: data.title })}
        </Link>
      </p>
      {data.pavilions.map((pavilion) => (
        <section key={pavilion.country_code} aria-labelledby={`pav-${pavilion.country_code}`} className="flex flex-col gap-12">
          <h2 id={`pav-${pavilion.country_code}`} className="text-dp-22 font-semibold">
            {m.ev_pavilion({ country: pavilion.country_name })}
          </h2>
          <ul className="grid gap-12 sm:grid-cols-2 lg:grid-cols-3">
            {pavilion.booths.map((booth) => (
              <li
                key={booth.brand.id}
                className="flex flex-col gap-10 rounded-xl border border-border bg-card p-14 shadow-sm"
                data-testid="booth"
              >
                <div className="flex items-center gap-10">
                  <img src={booth.brand.logo} alt="" className="size-40 rounded-full" loading="lazy" />
                  <div className="flex flex-col">
                    <Link to="/brand" search={{ id: booth.brand.id } as never} className="text-dp-16 font-semibold hover:underline">
                      {booth.brand.name}
                    </Link>
                    <span className="text-dp-13 text-muted-foreground">
                      {m.ev_booth({ no: booth.booth_no })}
                      {booth.category_name ? ` · ${booth.category_name}` : ''}
                    </span>
                  </div>
                </div>
                <ul className="grid grid-cols-3 gap-6">
                  {booth.products.map((p) => (
                    <li key={p.id} className="flex flex-col gap-4">
                      {p.image ? (
                        <img src={p.image} alt="" className="aspect-square w-full rounded-md object-cover" loading="lazy" />
                      ) : null}
                      <span className="line-clamp-2 text-dp-12">{p.name}</span>
                    </li>
                  ))}
                </ul>
                <Button asChild size="sm" variant="outline">
                  <Link
                    to="/exhibitionDetail"
                    search={{ id, meet: booth.brand.id } as never}
                    aria-label={m.ev_request_meeting_with({ name: booth.brand.name })}
                  >
                    {m.ev_request_meeting()}
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
