import { createServerFn } from '@tanstack/react-start'
import { publicConfig } from '../../../../app.config'

/** The configuration the browser needs (site name, cookie policy), read from the server env. */
export const getPublicConfig = createServerFn({ method: 'GET' }).handler(() => publicConfig())
