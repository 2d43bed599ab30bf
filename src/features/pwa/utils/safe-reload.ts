/**
 * Reloading at a safe moment. A new service worker or a new build reloads the page, but never
 * in the middle of a form the user is filling in: then, and for a new build always, the reload
 * waits for the next navigation.
 */
const dirtyForms = new WeakSet<HTMLFormElement>()
let tracking = false

/** Marks forms the user has typed into; a submit or reset makes them clean again. */
export function trackDirtyForms(doc: Document = document): void {
  if (tracking) return
  tracking = true
  doc.addEventListener(
    'input',
    (event) => {
      const form = (event.target as Element | null)?.closest?.('form')
      if (form) dirtyForms.add(form)
    },
    true,
  )
  for (const type of ['submit', 'reset']) {
    doc.addEventListener(
      type,
      (event) => {
        if (event.target instanceof HTMLFormElement) dirtyForms.delete(event.target)
      },
      true,
    )
  }
}

export function hasDirtyForm(doc: Document = document): boolean {
  return Array.from(doc.forms).some((form) => dirtyForms.has(form))
}

type NavigationSource = { subscribe: (event: 'onResolved', fn: (e: { pathChanged: boolean; hrefChanged: boolean }) => void) => () => void }

let waiting: (() => void) | undefined

/** Reloads when the user next moves to another page. */
export function reloadOnNextNavigation(router: NavigationSource): void {
  if (waiting) return
  waiting = router.subscribe('onResolved', (event) => {
    if (event.pathChanged || event.hrefChanged) window.location.reload()
  })
}

/** Reloads now, unless a form is being filled in; then on the next navigation. */
export function reloadWhenSafe(router: NavigationSource): void {
  if (hasDirtyForm()) reloadOnNextNavigation(router)
  else window.location.reload()
}
