import { Children, cloneElement, isValidElement, type ReactNode, type Ref } from 'react'

type Props = Record<string, unknown> & { children?: ReactNode }

/**
 * Renders its one child element with the slot's props merged in, for `asChild` (a `Button` that
 * is a router `Link`). It does what Radix's `Slot` does for this app: the child's props win,
 * except that event handlers run both (the child's first, then the slot's), class names are joined, styles are merged and refs are both set. Radix's
 * `Slot` and its ref utilities were 1.5 KB gz of every page (ADR 046, seventh round).
 */
export function Slot({ children, ...slotProps }: Props) {
  const child = Children.only(children)
  if (!isValidElement<Props>(child)) return null
  const childProps = child.props
  const merged: Props = { ...slotProps, ...childProps }
  for (const key of Object.keys(childProps)) {
    const ours = slotProps[key]
    const theirs = childProps[key]
    if (ours === undefined) continue
    if (/^on[A-Z]/.test(key) && typeof ours === 'function' && typeof theirs === 'function') {
      merged[key] = (...args: Array<unknown>) => {
        const result: unknown = theirs(...args)
        ours(...args)
        return result
      }
    } else if (key === 'className') {
      merged.className = [ours, theirs].filter(Boolean).join(' ')
    } else if (key === 'style') {
      merged.style = { ...(ours as object), ...(theirs as object) }
    } else if (key === 'ref' && theirs) {
      merged.ref = composeRefs(ours as Ref<unknown>, theirs as Ref<unknown>)
    }
  }
  return cloneElement(child, merged)
}

function composeRefs(...refs: Array<Ref<unknown>>) {
  return (node: unknown) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node)
      else if (ref) ref.current = node
    }
  }
}
