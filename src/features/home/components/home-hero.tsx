import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

export function HomeHero({ variant }: { variant: 'pc' | 'mobile' }) {
  const mobile = variant === 'mobile'
  return (
    <section className="rounded-2xl bg-gradient-to-br from-secondary via-background to-accent px-32 py-48">
      <div className="flex max-w-800 flex-col gap-16">
        <h1 className={mobile ? 'text-dp-28 leading-tight font-semibold text-brand-ink' : 'text-dp-48 leading-tight font-semibold text-brand-ink'}>
          {m.home_hero_title()}
        </h1>
        <p className="text-dp-18 text-muted-foreground">{m.page_home_lead()}</p>
        <div className="flex flex-wrap gap-12">
          {mobile ? (
            <>
              <Button asChild size="lg">
                <Link to="/mobile/nationalPavilion">{m.page_nationalPavilion_title()}</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/mobile/exhibition">{m.home_cta_exhibitions()}</Link>
              </Button>
            </>
          ) : (
            <>
              <Button asChild size="lg">
                <Link to="/brand">{m.home_cta_brands()}</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/exhibition">{m.home_cta_exhibitions()}</Link>
              </Button>
              <Button asChild size="lg" variant="ghost">
                <Link to="/buyer">{m.home_cta_buyer()}</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </section>
  )
}
