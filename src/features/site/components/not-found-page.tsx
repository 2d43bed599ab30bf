import { useRouterState } from '@tanstack/react-router'
import { ErrorView } from './error-view'
import { localizePath } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

/** 404: "Page Not Found: {path}" with the path the visitor asked for. */
export function NotFoundPage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const path = localizePath(pathname, getLocale())
  return (
    <ErrorView status={404} title={m.error_404_title()} message={m.error_404_message({ path })} description={m.error_404_description()} />
  )
}
