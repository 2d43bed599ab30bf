import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Button } from './button'

describe('Button', () => {
  it("renders its child as the button through Radix's Slot when asChild, with the button's classes", () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="outline" className="w-full">
        <a href="/product" className="font-bold">
          Products
        </a>
      </Button>,
    )
    expect(html).toMatch(/^<a href="\/product" class="[^"]*border-border[^"]*w-full font-bold" data-slot="button">Products<\/a>$/)
  })

  it('renders a button otherwise', () => {
    expect(renderToStaticMarkup(<Button>Add</Button>)).toMatch(/^<button data-slot="button" class="[^"]*bg-primary[^"]*">Add<\/button>$/)
  })
})
