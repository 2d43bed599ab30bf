import { Link } from '@tanstack/react-router'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import type { NavItem } from '@/lib/nav'
import { m } from '@/paraglide/messages'

type Section = { to: NavItem['to']; title: () => string; lead: () => string }

const desktopSections: Array<Section> = [
  { to: '/nationalPavilion', title: m.page_nationalPavilion_title, lead: m.page_nationalPavilion_lead },
  { to: '/brand', title: m.page_brand_title, lead: m.page_brand_lead },
  { to: '/product', title: m.page_product_title, lead: m.page_product_lead },
  { to: '/exhibition', title: m.page_exhibition_title, lead: m.page_exhibition_lead },
  { to: '/buyer', title: m.page_buyer_title, lead: m.page_buyer_lead },
  { to: '/large/procurement', title: m.page_large_procurement_title, lead: m.page_large_procurement_lead },
]

const mobileSections: Array<Section> = [
  { to: '/mobile/nationalPavilion', title: m.page_nationalPavilion_title, lead: m.page_nationalPavilion_lead },
  { to: '/mobile/exhibition', title: m.page_exhibition_title, lead: m.page_exhibition_lead },
  { to: '/mobile/solution', title: m.page_solution_title, lead: m.page_solution_lead },
  { to: '/mobile/trial-sales', title: m.page_trial_sales_title, lead: m.page_trial_sales_lead },
  { to: '/mobile/pricing', title: m.page_pricing_title, lead: m.page_pricing_lead },
  { to: '/mobile/newAbout', title: m.page_newAbout_title, lead: m.page_newAbout_lead },
]

/** The home page's entry points into the platform's main areas. */
export function HomeSections({ variant }: { variant: 'pc' | 'mobile' }) {
  const sections = variant === 'mobile' ? mobileSections : desktopSections
  return (
    <section aria-labelledby="home-sections" className="flex flex-col gap-16">
      <h2 id="home-sections" className="text-dp-24 font-semibold text-brand-ink">
        {m.home_sections_title()}
      </h2>
      <ul className={variant === 'mobile' ? 'grid grid-cols-1 gap-12' : 'grid grid-cols-1 gap-20 sm:grid-cols-2 lg:grid-cols-3'}>
        {sections.map((section) => (
          <li key={section.to}>
            <Link to={section.to} className="block h-full rounded-xl focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none">
              <Card className="h-full transition-shadow hover:shadow-md">
                <CardTitle>{section.title()}</CardTitle>
                <CardDescription>{section.lead()}</CardDescription>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
