import { getRouteApi } from '@tanstack/react-router'
import type { PublicConfig } from '../../../../app.config'
import { getLocale } from '@/paraglide/runtime'

const rootApi = getRouteApi('__root__')

export function usePublicConfig(): PublicConfig {
  return rootApi.useLoaderData()
}

export function useSiteName(): string {
  return usePublicConfig().siteName[getLocale()]
}
