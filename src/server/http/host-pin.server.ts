/**
 * One host per server (ADR 068). Without PUBLIC_ORIGIN, pages write the request's
 * origin into canonical, Open Graph and hreflang URLs, and the caches key by it: a forged `Host`
 * would get its own entries and its own origin in them. In production without PUBLIC_ORIGIN the
 * first host seen is the site's; a request for any other gets 421 Misdirected Request. With
 * PUBLIC_ORIGIN, pages use it whatever the Host, so any Host is answered.
 */
export type HostPin = {
  /** A 421 answer for a request to another host than the pinned one, or undefined. */
  check: (url: URL) => Response | undefined
}

export function createHostPin(options: { enabled: boolean }): HostPin {
  let pinned: string | undefined
  return {
    check(url) {
      if (!options.enabled) return undefined
      pinned ??= url.host
      if (url.host === pinned) return undefined
      return new Response(`Misdirected request: this server answers for ${pinned} only\n`, {
        status: 421,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      })
    },
  }
}
