import { createFileRoute } from '@tanstack/react-router'
import { MobileLayout } from '@/features/site/components/mobile-layout'

export const Route = createFileRoute('/mobile')({
  component: MobileLayout,
})
