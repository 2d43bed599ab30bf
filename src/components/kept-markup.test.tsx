import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { renderToReadableStream } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { KeptMarkup } from './kept-markup'
import { PlainLink } from './plain-link'

/** A page as the server streams it, with `body` inside a KeptMarkup. */
async function renderPage(markupKey: string, body: () => React.ReactNode): Promise<string> {
  const rootRoute = createRootRoute({
    component: () => (
      <main>
        <h1>Page</h1>
        <KeptMarkup as="footer" markupKey={markupKey} className="site-footer">
          {body()}
        </KeptMarkup>
      </main>
    ),
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { publicPath: (path: string) => `/zh-CN${path}` } as never,
  })
  await router.load()
  const stream = await renderToReadableStream(<RouterProvider router={router} />)
  await stream.allReady
  return new Response(stream).text()
}

/** Lets the first render's deferred rendering of the kept markup finish. */
async function afterKeeping() {
  await new Promise((resolve) => setImmediate(resolve))
  await vi.dynamicImportSettled()
  await new Promise((resolve) => setTimeout(resolve, 20))
}

const footer = () => (
  <>
    <h2>Products</h2>
    <ul>
      {['/product', '/halal', '/brand'].map((to, index) => (
        <li key={to}>
          <PlainLink to={to} search={index ? { page: index } : undefined}>
            Link {index} of {3}
          </PlainLink>
        </li>
      ))}
    </ul>
    <img src="/logo.svg" alt="" width={32} height={32} loading="lazy" />
  </>
)

/** Another tree for a key: a page that shows it was rendered normally (or kept it). */
const other = () => <p>rendered normally</p>

/** An eager image: a page render hoists its preload into the head. */
const eager = () => <img src="/hero.jpg" alt="" width={800} height={400} />

describe('KeptMarkup', () => {
  beforeAll(() => vi.stubEnv('DEV', false))
  afterAll(() => vi.unstubAllEnvs())

  it('renders a key normally twice, then sends the kept markup, byte for byte the markup of a normal render', async () => {
    const first = await renderPage('footer-a', footer)
    await afterKeeping()
    // A different tree under the same key shows which render the page used.
    expect(await renderPage('footer-a', other)).toContain('<p>rendered normally</p>')
    await afterKeeping()
    // The second sighting kept the tree it saw then (this page passes the footer again).
    expect(await renderPage('footer-a', footer)).toContain('<footer class="site-footer"><p>rendered normally</p></footer>')
    const kept = await renderPage('footer-b', footer)
    await renderPage('footer-b', footer)
    await afterKeeping()
    const third = await renderPage('footer-b', other)
    expect(third).toBe(kept)
    expect(third).toBe(first.replace('footer-a', 'footer-b'))
    expect(first).toContain('<footer class="site-footer"><h2>Products</h2>')
    expect(first).toContain('<a href="/zh-CN/halal?page=1">Link <!-- -->1<!-- --> of <!-- -->3</a>')
  })

  it('keeps nothing for children that hoist resources into the head, and logs that once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await renderPage('eager', eager)
    await renderPage('eager', eager)
    await afterKeeping()
    const later = await renderPage('eager', () => <p>rendered normally</p>)
    expect(later).toContain('<p>rendered normally</p>')
    await afterKeeping()
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]![0])).toContain('Kept markup "eager" failed')
    error.mockRestore()
  })
})
