import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { Separator } from '@/components/ui/separator'
import { Skeleton } from '@/components/ui/skeleton'
import { notify } from '@/lib/notify'
import { m } from '@/paraglide/messages'

/** /test: every UI-kit component in its states, for visual review. */
export function ComponentShowcase() {
  return (
    <div className="flex flex-col gap-32">
      <section className="flex flex-col gap-12" aria-labelledby="showcase-buttons">
        <h2 id="showcase-buttons" className="text-dp-20 font-semibold">
          {m.test_buttons()}
        </h2>
        <div className="flex flex-wrap items-center gap-12">
          <Button>{m.test_primary()}</Button>
          <Button variant="secondary">{m.test_secondary()}</Button>
          <Button variant="outline">{m.test_outline()}</Button>
          <Button variant="ghost">{m.test_ghost()}</Button>
          <Button variant="destructive">{m.test_destructive()}</Button>
          <Button disabled>{m.test_disabled()}</Button>
          <Button size="sm">{m.test_primary()}</Button>
          <Button size="lg">{m.test_primary()}</Button>
          <Button variant="outline" onClick={() => void notify(m.test_toast_message())}>
            {m.test_toast()}
          </Button>
        </div>
      </section>
      <Separator />
      <section className="flex flex-col gap-12" aria-labelledby="showcase-badges">
        <h2 id="showcase-badges" className="text-dp-20 font-semibold">
          {m.test_badges()}
        </h2>
        <div className="flex flex-wrap gap-8">
          <Badge>{m.test_primary()}</Badge>
          <Badge variant="secondary">{m.test_secondary()}</Badge>
          <Badge variant="outline">{m.test_outline()}</Badge>
        </div>
      </section>
      <Separator />
      <section className="flex flex-col gap-12" aria-labelledby="showcase-cards">
        <h2 id="showcase-cards" className="text-dp-20 font-semibold">
          {m.test_cards()}
        </h2>
        <div className="grid grid-cols-1 gap-16 md:grid-cols-3">
          <Card>
            <CardTitle>{m.page_brand_title()}</CardTitle>
            <CardDescription>{m.test_card_body()}</CardDescription>
          </Card>
          <Card>
            <CardTitle>{m.page_product_title()}</CardTitle>
            <CardDescription>{m.test_card_body()}</CardDescription>
          </Card>
          <Card role="status" aria-busy="true" aria-label={m.loading()}>
            <Skeleton className="h-20 w-160" />
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-2/3" />
          </Card>
        </div>
      </section>
    </div>
  )
}
