/**
 * Bars fixed to the bottom of a phone's screen cover whatever scrolls under them. The tab bar
 * has a known height (`--tab-bar-height`, styles.css); a page's action bar (the product's cart
 * bar, the cart's summary, the review's send button) and the floating notices (install offer,
 * writes waiting to be sent) are as tall as their content, in either language. These ref
 * callbacks measure them and publish the heights on the root element:
 * - `--action-bar-height`: the action bar while it is fixed (on a phone; 0 where the layout
 *   puts it in the flow);
 * - `--notice-height`: the notice stack with its gap, 0 when no notice shows.
 *
 * styles.css reserves both at the end of the document, so that once scrolled to the bottom no
 * control ends under a bar, and derives `--bottom-bars`, the height that notices and toasts
 * keep clear of.
 */

type Kind = 'action' | 'notice'

const VARIABLE: Record<Kind, string> = { action: '--action-bar-height', notice: '--notice-height' }
/** The gap between the notice stack and the bars under it (the stack's `bottom` offset). */
const NOTICE_GAP_PX = 12

const heights: Record<Kind, Map<HTMLElement, number>> = { action: new Map(), notice: new Map() }

function publish(kind: Kind) {
  let total = 0
  for (const height of heights[kind].values()) total += height
  if (kind === 'notice' && total > 0) total += NOTICE_GAP_PX
  document.documentElement.style.setProperty(VARIABLE[kind], `${total}px`)
}

function measure(kind: Kind, element: HTMLElement): number {
  // An action bar is only a bar where the layout fixes it (below its breakpoint); elsewhere it
  // sits in the page and takes its own room.
  if (kind === 'action' && getComputedStyle(element).position !== 'fixed') return 0
  return element.getBoundingClientRect().height
}

function reserve(kind: Kind) {
  // A React 19 ref callback: called with the element when it mounts, its return value cleans up.
  return (element: HTMLElement | null) => {
    if (!element) return undefined
    const update = () => {
      heights[kind].set(element, measure(kind, element))
      publish(kind)
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(element)
    // Crossing a breakpoint changes `position` without always changing the size.
    window.addEventListener('resize', update)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', update)
      heights[kind].delete(element)
      publish(kind)
    }
  }
}

/** Ref of a page's action bar, fixed to the bottom of the screen on a phone. */
export const actionBarRef = reserve('action')
/** Ref of the stack of floating notices above the bars. */
export const noticeStackRef = reserve('notice')
