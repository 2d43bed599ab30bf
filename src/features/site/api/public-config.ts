import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { publicConfig } from '../../../../app.config'

/**
 * The configuration the browser needs (site name, cookie policy, origin), read from the server
 * env. Without PUBLIC_ORIGIN the origin is the request's; the page cache keys by origin, so a
 * forged Host header cannot put its origin into pages served to others.
 */
export const getPublicConfig = createServerFn({ method: 'GET' }).handler(() => {
  const config = publicConfig()
  return { ...config, origin: config.origin ?? new URL(getRequest().url).origin }
})
