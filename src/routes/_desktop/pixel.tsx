import { createFileRoute } from '@tanstack/react-router'
import { PixelScale } from '@/features/diagnostics/components/pixel-scale'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/pixel')({
  head: ({ matches }) => pageHead({ matches, title: m.page_pixel_title(), description: m.page_pixel_lead(), noindex: true }),
  component: PixelPage,
})

function PixelPage() {
  return (
    <PageFrame title={m.page_pixel_title()} lead={m.page_pixel_lead()}>
      <PixelScale />
    </PageFrame>
  )
}
