import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { renderToReadableStream } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as fc from 'fast-check'
import { KeptMarkup, type KeptSlot } from './kept-markup'
import { PlainLink } from './plain-link'
import { useSearchSlot } from './search-slot'

/** A page as the server streams it, with `body` inside a KeptMarkup. */
function renderPage(markupKey: string, body: () => React.ReactNode): Promise<string> {
  return renderTree(() => (
    <KeptMarkup as="footer" markupKey={markupKey} className="site-footer">
      {body()}
    </KeptMarkup>
  ))
}

/** A page as the server streams it, `content` in its main element. */
async function renderTree(content: () => React.ReactNode): Promise<string> {
  const rootRoute = createRootRoute({
    component: () => (
      <main>
        <h1>Page</h1>
        {content()}
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

/** Filter links carrying the keyword `q`, kept with it as a slot (as the product filters are). */
function Filters({ markupKey, q, slot, other }: { markupKey: string; q: string; slot?: (q: string) => KeptSlot; other?: boolean }) {
  const searchSlot = useSearchSlot('q', q)
  return (
    <KeptMarkup as="nav" markupKey={markupKey} slot={slot?.(q) ?? searchSlot}>
      {(value) =>
        other ? (
          <p>rendered normally</p>
        ) : (
          <ul>
            {['EC', 'TH'].map((country) => (
              <li key={country}>
                <PlainLink to="/product" search={{ q: value, country, page: undefined }} title={country}>
                  {country}
                </PlainLink>
              </li>
            ))}
            <li>
              <PlainLink to="/product" search={{ q: value }}>
                Clear
              </PlainLink>
            </li>
          </ul>
        )
      }
    </KeptMarkup>
  )
}

/** A slot that says its value is written as it is, not as the search string writes it. */
const unencoded = (q: string): KeptSlot => ({ value: q, placeholder: 'zqslotqz', markup: (text) => text })

const filtersPage = (markupKey: string, q: string, slot?: (q: string) => KeptSlot) =>
  renderTree(() => <Filters markupKey={markupKey} q={q} slot={slot} />)

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

/** A first-row card's image: eager and high-priority, its preload hoisted into the head. */
const firstRow = (src: string) => () => (
  <a href="/product/detail?id=1">
    <img src={src} alt="" width={400} height={300} loading="eager" fetchPriority="high" />
    Jasmine rice
  </a>
)

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

  it('keeps nothing for children that hoist other resources than high-priority image preloads, and logs that once', async () => {
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

  it('fills a slot with the markup of any value: a page is byte for byte the normal render with that value', async () => {
    await filtersPage('filters', 'rice')
    await filtersPage('filters', 'nuts kk3')
    await afterKeeping()
    let fresh = 0
    const keyword = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.constantFrom('true', '12', '"quoted"', `it's <b>&amp; "x"</b>`, '$& $1 $$', '茉莉香米', 'a+b c=d#e?f&g', ' '),
    )
    await fc.assert(
      fc.asyncProperty(keyword, async (q) => {
        // A key seen for the first time renders normally.
        expect(await filtersPage('filters', q)).toBe(await filtersPage(`filters-${fresh++}`, q))
      }),
      { numRuns: 150 },
    )
    // Those pages sent the kept markup: a different tree under the key still shows the links.
    const kept = await renderTree(() => <Filters markupKey="filters" q="rice" other />)
    expect(kept).toContain('<a title="EC" href="/zh-CN/product?q=rice&amp;country=EC">EC</a>')
    expect(kept).not.toContain('rendered normally')
  })

  it('keeps nothing when a slot renders its value as other markup than it says, and logs that once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await filtersPage('wrong-slot', 'rice bran', unencoded)
    await filtersPage('wrong-slot', 'jasmine rice', unencoded)
    await afterKeeping()
    expect(await filtersPage('wrong-slot', 'black tea', unencoded)).toContain('href="/zh-CN/product?q=black+tea&amp;country=EC"')
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]![0])).toContain('Kept markup "wrong-slot" failed')
    error.mockRestore()
  })

  it('keeps children with a high-priority image, and emits its preload again with the kept markup', async () => {
    const src = "/media/product/1 & 'x'.svg"
    const normal = await renderPage('first-row', firstRow(src))
    // The preload comes before the markup (a page puts it in the head).
    expect(normal).toMatch(
      /^<link rel="preload" as="image" href="\/media\/product\/1 &amp; &#x27;x&#x27;.svg" fetchPriority="high"\/><main>/,
    )
    await renderPage('first-row', firstRow(src))
    await afterKeeping()
    const kept = await renderPage('first-row', other)
    // The same preload (its attributes in `preload()`'s order) and the same markup.
    expect(kept).toBe(normal.replace(/^<link rel="preload" as="image" href="([^"]*)"/, '<link rel="preload" href="$1" as="image"'))
    expect(kept).not.toContain('rendered normally')
  })
})
