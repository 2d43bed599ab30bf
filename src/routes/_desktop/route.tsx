import { createFileRoute } from '@tanstack/react-router'
import { DesktopLayout } from '@/features/site/components/desktop-layout'

/** Pathless layout for every desktop route (the default layout). */
export const Route = createFileRoute('/_desktop')({
  component: DesktopLayout,
})
