import { useRouter } from '@tanstack/react-router'
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react'

const AppServices = lazy(() => import('./app-services'))

/**
 * Mounts the app services (./app-services.tsx) after hydration, once the browser is idle, so
 * they stay out of the critical path. The service worker is registered in production only.
 */
export function DeferredAppServices() {
  const router = useRouter()
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const start = () => setReady(true)
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 3000 })
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(start, 1500)
    return () => clearTimeout(timer)
  }, [])
  if (!ready) return null
  return (
    <Suspense fallback={null}>
      <ServicesBoundary>
        <AppServices router={router} serviceWorker={import.meta.env.PROD} />
      </ServicesBoundary>
    </Suspense>
  )
}

/** The services are optional: if their chunk fails to load, the page carries on without them. */
class ServicesBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? null : this.props.children
  }
}
