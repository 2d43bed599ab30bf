/**
 * A real HTTP server on a free local port around a fetch-style handler, for tests that need a
 * protocol peer (the WeChat stand-in, an SMS gateway).
 */
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Array<Buffer> = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value)
  const body = chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body })
}

export async function serveFetch(
  handler: (request: Request) => Promise<Response | undefined> | Response,
): Promise<{ url: string; close: () => Promise<void> }> {
  let origin = ''
  const server = createServer((req, res) => {
    void (async () => {
      try {
        const response = (await handler(await toRequest(req, origin))) ?? new Response('not found', { status: 404 })
        res.writeHead(response.status, Object.fromEntries(response.headers))
        res.end(Buffer.from(await response.arrayBuffer()))
      } catch (error) {
        res.writeHead(500)
        res.end(String(error))
      }
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
