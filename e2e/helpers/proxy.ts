import { createConnection, createServer, type Socket } from 'node:net'

/**
 * A TCP proxy in front of the e2e server, on a port (and so an origin, with a service worker)
 * of its own. `down()` makes the network really fail: open connections are cut and new ones
 * closed at once, so the browser and its service worker get connection errors, as when the
 * network is away. It records the request lines that reach the server.
 */
export async function startProxy(targetPort: number) {
  let isDown = false
  const sockets = new Set<Socket>()
  const requestLines: string[] = []
  const server = createServer((client) => {
    if (isDown) {
      client.destroy()
      return
    }
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort })
    sockets.add(client)
    sockets.add(upstream)
    client.on('data', (chunk: Buffer) => {
      for (const match of chunk.toString('latin1').matchAll(/(?:^|\r\n)(GET|POST|PUT|DELETE|HEAD|OPTIONS) (\S+) HTTP\/1\.1/g)) {
        requestLines.push(`${match[1]} ${match[2]}`)
      }
    })
    client.pipe(upstream)
    upstream.pipe(client)
    const close = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('error', close)
    upstream.on('error', close)
    client.on('close', close)
    upstream.on('close', close)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    requestLines,
    down() {
      isDown = true
      for (const socket of sockets) socket.destroy()
      sockets.clear()
    },
    up() {
      isDown = false
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
