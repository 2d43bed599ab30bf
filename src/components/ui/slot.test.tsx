import { createRef } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './button'
import { Slot } from './slot'

describe('Slot', () => {
  it('renders the child with the slot props, the child winning, class names joined and styles merged', () => {
    const html = renderToStaticMarkup(
      <Slot className="slot" title="slot" data-slot="button" style={{ color: 'red', margin: 1 }}>
        <a href="/brand" className="child" title="child" style={{ color: 'blue' }}>
          Brands
        </a>
      </Slot>,
    )
    expect(html).toBe('<a href="/brand" class="slot child" title="child" style="color:blue;margin:1px" data-slot="button">Brands</a>')
  })

  it('runs both event handlers, the child first, and sets both refs', () => {
    const calls: Array<string> = []
    const ours = vi.fn<(event: unknown) => void>(() => {
      calls.push('slot')
    })
    const theirs = vi.fn<(event: unknown) => string>(() => {
      calls.push('child')
      return 'child result'
    })
    const slotRef = createRef<unknown>()
    const childRef = vi.fn<(node: unknown) => void>()
    const element = Slot({
      onClick: ours,
      ref: slotRef,
      children: (
        <button type="button" onClick={theirs} ref={childRef}>
          Add
        </button>
      ),
    }) as { props: Record<string, (arg: unknown) => unknown> }
    expect(element.props.onClick!('event')).toBe('child result')
    expect(calls).toEqual(['child', 'slot'])
    expect(ours).toHaveBeenCalledWith('event')
    element.props.ref!('node')
    expect(slotRef.current).toBe('node')
    expect(childRef).toHaveBeenCalledWith('node')
  })

  it("lets Button render a link with the button's classes", () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="outline">
        <a href="/product">Products</a>
      </Button>,
    )
    expect(html).toMatch(/^<a href="\/product" data-slot="button" class="[^"]*border-border[^"]*">Products<\/a>$/)
  })
})
