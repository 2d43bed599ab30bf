import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useId } from 'react'
import { ErrorView } from './error-view'
import { Button } from '@/components/ui/button'
import { localizePath } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

/**
 * 404: "Page Not Found: {path}" with the path the visitor asked for, and a way on:
 * a product search and links to the brands, products, pavilions and events. A missing product or
 * brand (their loaders throw notFound) gets the same page, with status 404.
 */
export function NotFoundPage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const path = localizePath(pathname, getLocale())
  return (
    <ErrorView status={404} title={m.error_404_title()} message={m.error_404_message({ path })} description={m.error_404_description()}>
      <NotFoundSearch />
      <nav aria-label={m.error_404_browse()} className="flex flex-col items-center gap-8">
        <p className="text-dp-14 text-muted-foreground">{m.error_404_browse()}</p>
        <ul className="flex flex-wrap justify-center gap-x-16 gap-y-4 text-dp-15">
          {(
            [
              ['/brand', m.page_brand_title],
              ['/product', m.page_product_title],
              ['/nationalPavilion', m.page_nationalPavilion_title],
              ['/exhibition', m.page_exhibition_title],
            ] as const
          ).map(([to, label]) => (
            <li key={to}>
              <Link to={to} className="inline-flex min-h-44 items-center text-primary underline-offset-4 hover:underline">
                {label()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </ErrorView>
  )
}

/** A product search: a plain GET form to /product (works before hydration), then the router's navigation. */
function NotFoundSearch() {
  const navigate = useNavigate()
  const id = useId()
  return (
    <form
      role="search"
      action={localizePath('/product', getLocale())}
      method="get"
      className="flex w-full max-w-480 gap-8"
      onSubmit={(event) => {
        event.preventDefault()
        const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
        void navigate({ to: '/product', search: q ? { q } : {} })
      }}
    >
      <label htmlFor={id} className="sr-only">
        {m.error_404_search_label()}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        maxLength={100}
        placeholder={m.error_404_search_placeholder()}
        className="h-40 min-h-[36px] min-w-0 flex-1 rounded-md border border-border bg-background px-12 text-dp-15"
      />
      <Button type="submit">{m.error_404_search_button()}</Button>
    </form>
  )
}
