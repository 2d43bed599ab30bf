import { request as httpGet } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'

// The build writes brotli (quality 11) and gzip copies beside the client's files
// (scripts/precompress.mjs, ADR 052) and the server sends them. These check, on the bytes as they
// travel (node:http: Playwright's client would decode them), that a page's scripts and stylesheet
// go out as those copies and decode to the files.

type Raw = { status: number; headers: Record<string, string | Array<string> | undefined>; body: Buffer }
const raw = (url: URL, acceptEncoding: string) =>
  new Promise<Raw>((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Array<Buffer> = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })

test("a page's scripts and stylesheet are sent as the build's brotli and gzip copies", async ({ request, baseURL }) => {
  const html = await (await request.get('/product')).text()
  const files = [...html.matchAll(/<link rel="(?:modulepreload|stylesheet)" href="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)
  expect(files.length).toBeGreaterThan(2)
  const identity = await Promise.all(files.map((file) => raw(new URL(file, baseURL), 'identity')))
  // The largest is the app chunk: the one whose size matters.
  const largest = files[identity.reduce((best, answer, i) => (answer.body.length > identity[best]!.body.length ? i : best), 0)]!
  const plain = identity[files.indexOf(largest)]!
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(Number(plain.headers['content-length'])).toBe(plain.body.length)

  const br = await raw(new URL(largest, baseURL), 'gzip, deflate, br, zstd')
  expect(br.status).toBe(200)
  expect(br.headers['content-encoding']).toBe('br')
  expect(br.headers['vary']).toContain('Accept-Encoding')
  expect(br.headers['cache-control']).toContain('immutable')
  // A stored copy has a length; an on-the-fly one is chunked.
  expect(Number(br.headers['content-length'])).toBe(br.body.length)
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)

  const gz = await raw(new URL(largest, baseURL), 'gzip')
  expect(gz.headers['content-encoding']).toBe('gzip')
  expect(Number(gz.headers['content-length'])).toBe(gz.body.length)
  expect(gunzipSync(gz.body).equals(plain.body)).toBe(true)
  // Quality 11: smaller than gzip at its best, where on-the-fly brotli (quality 4) was not.
  expect(br.body.length).toBeLessThan(gz.body.length * 0.92)

  // A repeat visit's revalidation is told the copy did not change.
  const again = await new Promise<number>((resolve, reject) => {
    httpGet(new URL(largest, baseURL), { headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers['etag']) } }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
      .on('error', reject)
      .end()
  })
  expect(again).toBe(304)
})
