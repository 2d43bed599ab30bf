import { renderToStaticMarkup } from 'react-dom/server'
import { Bar, BarChart, XAxis } from 'recharts'
import { describe, expect, it } from 'vitest'
import { ChartContainer, type ChartConfig } from './chart'

const config = { deals: { label: 'Deals', color: 'var(--primary)' } } satisfies ChartConfig

describe('ChartContainer', () => {
  it('gives each configured series its colour as a CSS variable on the container', () => {
    const html = renderToStaticMarkup(
      <ChartContainer config={config}>
        <BarChart data={[{ country: 'Ecuador', deals: 3 }]}>
          <Bar dataKey="deals" fill="var(--color-deals)" />
        </BarChart>
      </ChartContainer>,
    )
    expect(html).toContain('data-slot="chart"')
    expect(html).toContain('--color-deals:var(--primary)')
  })

  it('sends only the sized container from the server: recharts draws after hydration', () => {
    const html = renderToStaticMarkup(
      <ChartContainer config={config} className="h-200">
        <BarChart data={[{ country: 'Ecuador', deals: 3 }]}>
          <XAxis dataKey="country" />
          <Bar dataKey="deals" fill="var(--color-deals)" />
        </BarChart>
      </ChartContainer>,
    )
    expect(html).toMatch(/^<div data-slot="chart" class="[^"]* h-200" style="--color-deals:var\(--primary\)"><\/div>$/)
  })
})
