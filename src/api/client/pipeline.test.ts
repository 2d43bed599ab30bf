import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { endpoint } from '../contract/define'
import { ApiRequestError, createRequester, type PipelineEnv } from './pipeline'

// A real HTTP server that answers each row of spec §8 at its own path.
type Seen = { method: string; url: URL; body: string; contentType: string }
let server: Server
let baseUrl = ''
let seen: Array<Seen> = []

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = ''
    req.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')))
    req.on('end', () => resolve(data))
  })
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    seen.push({ method: req.method ?? '', url, body: await read(req), contentType: req.headers['content-type'] ?? '' })
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' })
      res.end(body === undefined ? '' : JSON.stringify(body))
    }
    const routes: Record<string, () => void> = {
      '/t/ok': () => send(200, { code: 1, msg: 'success', data: { n: 7 } }),
      '/t/overdue': () => send(200, { code: 210311001, msg: 'token overdue', data: { n: 1 } }),
      '/t/fail-msg': () => send(200, { code: 0, msg: 'Field page_size must be at most 100', data: null }),
      '/t/fail-nomsg': () => send(200, { code: -1, msg: '', data: null }),
      '/t/bad-data': () => send(200, { code: 1, msg: 'success', data: { n: 'seven' } }),
      '/t/404': () => send(404),
      '/t/404-msg': () => send(404, { code: 0, msg: 'No such brand', data: null }),
      '/t/500': () => send(500),
      '/t/403': () => send(403),
      '/t/401': () => send(401, { code: 0, msg: '', data: null }),
      '/t/418': () => send(418),
      '/t/empty': () => send(200),
    }
    ;(routes[url.pathname] ?? (() => send(404)))()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 10_000)

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const data = z.object({ n: z.number() })
const at = (path: string, method: 'GET' | 'POST' = 'GET', body?: 'multipart') =>
  endpoint({ name: 'test', group: 'test', method, path, auth: 'anonymous', description: '', input: z.object({}), output: data, body })

let toasts: Array<string> = []
let stored: { api_key?: string; mobile_key?: string; brand_id?: number } | null = null
let locale: 'en-US' | 'zh-CN' = 'en-US'

function requester(overrides: Partial<PipelineEnv> = {}) {
  return createRequester({
    baseUrl,
    fetch: (input, init) => fetch(input, init),
    locale: () => locale,
    credentials: () => ({ apiKey: stored?.api_key, mobileKey: stored?.mobile_key, brandId: stored?.brand_id }),
    onUnauthorized: () => (stored = null),
    toast: (message) => toasts.push(message),
    now: () => 1_700_000_000_000,
    ...overrides,
  })
}

beforeEach(() => {
  toasts = []
  seen = []
  locale = 'en-US'
  stored = { api_key: 'key-a', mobile_key: 'key-m', brand_id: 42 }
})

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiRequestError) return error
    throw error
  }
  throw new Error('expected the call to reject')
}

describe('request encoding and the params every call carries', () => {
  it('GET sends its payload as query params, plus lan, Authorization, Mobile_key, FromBrandId and timestamp', async () => {
    const request = requester()
    const def = endpoint({
      name: 't',
      group: 't',
      method: 'GET',
      path: '/t/ok',
      auth: 'anonymous',
      description: '',
      input: z.object({ q: z.string(), ids: z.array(z.number()) }),
      output: data,
    })
    await expect(request(def, { q: '茶 tea', ids: [1, 2] })).resolves.toEqual({ n: 7 })
    const { url, method } = seen[0]!
    expect(method).toBe('GET')
    expect(url.searchParams.get('q')).toBe('茶 tea')
    expect(url.searchParams.getAll('ids')).toEqual(['1', '2'])
    expect(url.searchParams.get('lan')).toBe('en')
    expect(url.searchParams.get('Authorization')).toBe('key-a')
    expect(url.searchParams.get('Mobile_key')).toBe('key-m')
    expect(url.searchParams.get('FromBrandId')).toBe('42')
    expect(url.searchParams.get('timestamp')).toBe('1700000000000')
  })

  it('POST sends JSON, or FormData for multipart endpoints; lan is cn in Chinese', async () => {
    locale = 'zh-CN'
    const request = requester()
    const def = endpoint({
      name: 't',
      group: 't',
      method: 'POST',
      path: '/t/ok',
      auth: 'anonymous',
      description: '',
      input: z.object({ a: z.number() }),
      output: data,
    })
    await request(def, { a: 1 })
    expect(seen[0]!.contentType).toBe('application/json')
    expect(JSON.parse(seen[0]!.body)).toEqual({ a: 1 })
    expect(seen[0]!.url.searchParams.get('lan')).toBe('cn')

    const form = new FormData()
    form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'a.pdf')
    await request(at('/t/ok', 'POST', 'multipart'), form as never)
    expect(seen[1]!.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(seen[1]!.body).toContain('filename="a.pdf"')
  })
})

describe('responses (spec §5, §8)', () => {
  it('codes 1 and 210311001 are success, and data is validated against the contract', async () => {
    const request = requester()
    await expect(request(at('/t/ok'), {})).resolves.toEqual({ n: 7 })
    await expect(request(at('/t/overdue'), {})).resolves.toEqual({ n: 1 })
    const bad = await failure(request(at('/t/bad-data'), {}))
    expect(bad.message).toBe('Service response failed, please retry later')
    expect(toasts).toEqual(['Service response failed, please retry later'])
  })

  it("code 0 toasts the server's msg and rejects", async () => {
    const error = await failure(requester()(at('/t/fail-msg'), {}))
    expect(error).toMatchObject({ code: 0, status: 200, message: 'Field page_size must be at most 100' })
    expect(toasts).toEqual(['Field page_size must be at most 100'])
  })

  it('code -1 without msg toasts the default failure text', async () => {
    const error = await failure(requester()(at('/t/fail-nomsg'), {}))
    expect(error.code).toBe(-1)
    expect(toasts).toEqual(['Service response failed, please retry later'])
  })

  it.each([
    ['/t/404', 404, 'Server resource does not exist'],
    ['/t/500', 500, 'Internal server error'],
    ['/t/403', 403, 'No permission to access this resource'],
    ['/t/418', 418, 'Unknown error'],
  ])('HTTP %s → %s toast', async (path, status, message) => {
    const error = await failure(requester()(at(path), {}))
    expect(error.status).toBe(status)
    expect(toasts).toEqual([message])
  })

  it("prefers the server's msg over the status text", async () => {
    await failure(requester()(at('/t/404-msg'), {}))
    expect(toasts).toEqual(['No such brand'])
  })

  it('HTTP 401 clears the stored userInfo and says the login expired', async () => {
    await failure(requester()(at('/t/401'), {}))
    expect(stored).toBeNull()
    expect(toasts).toEqual(['Login expired, please log in again'])
  })

  it('no response body, or no response at all, is a time-out', async () => {
    await failure(requester()(at('/t/empty'), {}))
    const refused = createRequester({ ...baseEnvFor('http://127.0.0.1:9'), toast: (m) => toasts.push(m) })
    const error = await failure(refused(at('/t/ok'), {}))
    expect(error.status).toBeNull()
    expect(toasts).toEqual(['Request timed out, the server did not respond', 'Request timed out, the server did not respond'])
  })

  it('shows the catalogue texts in Chinese', async () => {
    locale = 'zh-CN'
    await failure(requester()(at('/t/500'), {}))
    await failure(requester()(at('/t/401'), {}))
    expect(toasts).toEqual(['服务器内部错误', '登录已过期，需要重新登录'])
  })

  it('lets a call opt out of the toast, of the rejection, or both', async () => {
    const request = requester()
    await failure(request(at('/t/500'), {}, { toast: false }))
    expect(toasts).toEqual([])
    await expect(request(at('/t/500'), {}, { reject: false })).resolves.toBeUndefined()
    expect(toasts).toEqual(['Internal server error'])
    await expect(request(at('/t/500'), {}, { reject: false, toast: false })).resolves.toBeUndefined()
    expect(toasts).toHaveLength(1)
  })
})

function baseEnvFor(url: string): PipelineEnv {
  return {
    baseUrl: url,
    fetch: (input, init) => fetch(input, init),
    locale: () => locale,
    credentials: () => ({}),
    onUnauthorized: () => {},
    toast: () => {},
  }
}

/** The generated client's form of an endpoint: the literal and a loader of the def. */
const lazy = (path: string) => {
  const def = at(path)
  const calls: Array<string> = []
  const ref = {
    name: def.name,
    group: def.group,
    method: def.method,
    path: def.path,
    load: () => {
      calls.push('load')
      return Promise.resolve(def)
    },
  }
  return { ref, calls }
}

describe('lazy endpoint refs (the generated client: the contract loads with the call)', () => {
  it('starts loading the def before the answer arrives, and validates with its schema', async () => {
    const { ref, calls } = lazy('/t/ok')
    const order: Array<string> = []
    const request = requester({
      fetch: (input, init) => {
        order.push(calls.length ? 'fetch after load started' : 'fetch before load')
        return fetch(input, init)
      },
    })
    await expect(request(ref, {})).resolves.toEqual({ n: 7 })
    expect(order).toEqual(['fetch after load started'])
    expect(calls).toEqual(['load'])
    expect(seen[0]?.url.pathname).toBe('/t/ok')
  })

  it('an answer that breaks the contract fails as with the full def', async () => {
    const { ref } = lazy('/t/bad-data')
    const bad = await failure(requester()(ref, {}))
    expect(bad.message).toBe('Service response failed, please retry later')
    expect(toasts).toEqual(['Service response failed, please retry later'])
  })

  it('a contract chunk that does not load fails like the network (toast, reject), never unvalidated data', async () => {
    const def = at('/t/ok')
    const ref = {
      name: def.name,
      group: def.group,
      method: def.method,
      path: def.path,
      load: (): Promise<typeof def> => Promise.reject(new Error('chunk failed')),
    }
    const error = await failure(requester()(ref, {}))
    expect(error.code).toBeNull()
    expect(toasts).toHaveLength(1)
    await expect(requester()(ref, {}, { reject: false, toast: false })).resolves.toBeUndefined()
  })
})
