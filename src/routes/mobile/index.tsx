import { createFileRoute } from '@tanstack/react-router'
import { HomeHero } from '@/features/home/components/home-hero'
import { HomeSections } from '@/features/home/components/home-sections'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/mobile/')({
  head: ({ matches }) => pageHead({ matches, title: m.page_home_title(), description: m.page_home_lead() }),
  component: MobileHomePage,
})

function MobileHomePage() {
  return (
    <div className="flex flex-col gap-24 px-12 py-16">
      <HomeHero variant="mobile" />
      <HomeSections variant="mobile" />
    </div>
  )
}
