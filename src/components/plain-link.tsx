import { useRouter } from '@tanstack/react-router'
import * as React from 'react'

export type PlainLinkProps = Omit<React.ComponentProps<'a'>, 'href' | 'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onTouchStart'> & {
  /** An absolute route path (`/product`); a link to the current page uses `SearchLink`. */
  to: string
  /** The whole search of the target (undefined values are left out). */
  search?: Record<string, unknown>
  /** Scroll to the top after the navigation (the router's default); false keeps the position. */
  resetScroll?: boolean
}

/**
 * A link to a route path and search with the router's `Link` behaviour that plain links need:
 * the same href (locale prefix, phone home at `/`), client-side navigation on a plain left
 * click, and the route's code and data preloaded on intent (hover for 50 ms, focus, touch; the
 * router's `defaultPreloadDelay`).
 *
 * Why not `Link`: on the server, `Link` builds a full router location for every link of every
 * render (route matching, search middlewares, and a `URL` parsed for the locale rewrite). A
 * catalogue page has ~120 links, and that was 13 % of a search page's server time (ADR 054).
 * Here the href is the router's own search string after the same path mapping its rewrite uses,
 * and the router does its work only when the link is used. Use it for the site's navigation,
 * footer, filters and pagination; `Link` stays the choice for everything else (active matching,
 * params, masks).
 */
export function PlainLink({ to, search, resetScroll, onClick, children, ...props }: PlainLinkProps) {
  const router = useRouter()
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined)
  const preload = () => {
    clearTimeout(timer.current)
    router.preloadRoute({ to, search } as never).catch(() => undefined)
  }
  return (
    <a
      {...props}
      href={router.options.context.publicPath(to) + router.options.stringifySearch(search ?? {})}
      onClick={(event) => {
        onClick?.(event)
        clearTimeout(timer.current)
        // As the router's Link: only a plain left click in this tab becomes a client navigation.
        if (
          event.defaultPrevented ||
          event.button ||
          event.metaKey ||
          event.altKey ||
          event.ctrlKey ||
          event.shiftKey ||
          (props.target ?? '_self') !== '_self'
        )
          return
        event.preventDefault()
        void router.navigate({ to, search, resetScroll } as never)
      }}
      onMouseEnter={() => (timer.current = setTimeout(preload, 50))}
      onMouseLeave={() => clearTimeout(timer.current)}
      onFocus={preload}
      onTouchStart={preload}
    >
      {children}
    </a>
  )
}
