import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'

/**
 * The router's SSR options. On the server, the page's CSP nonce, which the server entry puts
 * into the `x-csp-nonce` request header (src/server/http/csp.ts); the router stamps it on every
 * script it renders and on `<meta property="csp-nonce">`. In the browser the router reads it
 * back from that meta tag by itself.
 */
export const ssrOptions = createIsomorphicFn()
  .server((): { nonce?: string } | undefined => {
    const nonce = getRequest().headers.get('x-csp-nonce')
    return nonce ? { nonce } : undefined
  })
  .client((): { nonce?: string } | undefined => undefined)
