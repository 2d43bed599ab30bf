import { createFileRoute } from '@tanstack/react-router'
import { HomeHero } from '@/features/home/components/home-hero'
import { HomeSections } from '@/features/home/components/home-sections'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/')({
  head: ({ matches }) => pageHead({ matches, title: m.page_home_title(), description: m.page_home_lead() }),
  component: HomePage,
})

function HomePage() {
  return (
    <div className="mx-auto flex w-full max-w-1200 flex-col gap-40 px-24 py-32">
      <HomeHero variant="pc" />
      <HomeSections variant="pc" />
    </div>
  )
}
