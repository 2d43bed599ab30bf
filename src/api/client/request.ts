/**
 * The app's request function, used by the generated client (src/api/client/*.gen.ts).
 * In the browser it is the fetch pipeline (./pipeline.ts) wired to the stored userInfo, the
 * current locale and the toasts. During SSR it calls the handlers in-process, through the same
 * contract validation, never over HTTP to the server's own port; SSR calls are anonymous.
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import type { EndpointDef, InputOf } from '../contract/define'
import { ApiRequestError, createRequester, resolveEndpoint, type Endpoint, type RequestOptions, type RequestResult } from './pipeline'
import { appendQuery } from '@/lib/query-params'
import { userInfoStore } from '@/lib/user-info'
import { notify } from '@/lib/notify'
import { getLocale } from '@/paraglide/runtime'

export { ApiRequestError, type Endpoint, type RequestOptions }

/** What a mutation factory passes to every call: whether failures toast (they still reject). */
export type MutationRequestOptions = Pick<RequestOptions, 'toast'>

/**
 * The server's API and error class, imported once: every SSR call needs them, and each `import()`
 * of a loaded module still goes through Node's ESM loader (docs/performance.md).
 */
let serverApi: Promise<[typeof import('@/server/app/app-api.server'), typeof import('@/server/http/handler')]> | undefined

const inProcess = createIsomorphicFn().server(async (endpoint: Endpoint<EndpointDef>, input: unknown): Promise<unknown> => {
  const lan = getLocale() === 'zh-CN' ? 'cn' : 'en'
  serverApi ??= Promise.all([import('@/server/app/app-api.server'), import('@/server/http/handler')])
  // The server's handlers are registered with the contract's own def objects: resolve the lazy ref.
  const [[{ appApi }, { ApiError }], def] = await Promise.all([serverApi, resolveEndpoint(endpoint)])
  try {
    return await appApi.call(def, input, { lan })
  } catch (error) {
    if (error instanceof ApiError) throw new ApiRequestError(error.messages[lan], error.code, 200)
    throw error
  }
})

let browserRequester: ReturnType<typeof createRequester> | undefined

function browser() {
  browserRequester ??= createRequester({
    baseUrl: window.location.origin,
    fetch: (input, init) => fetch(input, init),
    locale: getLocale,
    credentials: () => {
      const info = userInfoStore.get()
      return { apiKey: info?.api_key, mobileKey: info?.mobile_key, brandId: info?.brand_id }
    },
    onUnauthorized: () => userInfoStore.clear(),
    toast: (message) => void notify(message, { kind: 'error' }),
  })
  return browserRequester
}

export function request<E extends EndpointDef, O extends RequestOptions = RequestOptions>(
  def: Endpoint<E>,
  input: InputOf<E>,
  options?: O,
): Promise<RequestResult<E, O>> {
  if (typeof window === 'undefined') return inProcess(def, input) as Promise<RequestResult<E, O>>
  return browser()(def, input, options)
}

/**
 * The address of a file endpoint (`produces: 'csv'`) with the input, the language and the
 * caller's credentials, as the pipeline sends them: fetched by a download button in the browser.
 */
export function fileUrl<E extends EndpointDef>(def: Endpoint<E>, input: InputOf<E>): string {
  const info = userInfoStore.get()
  const url = new URL(def.path, window.location.origin)
  url.searchParams.set('lan', getLocale() === 'zh-CN' ? 'cn' : 'en')
  url.searchParams.set('Authorization', info?.api_key ?? '')
  url.searchParams.set('Mobile_key', info?.mobile_key ?? '')
  appendQuery(url.searchParams, (input ?? {}) as Record<string, unknown>)
  return url.toString()
}
