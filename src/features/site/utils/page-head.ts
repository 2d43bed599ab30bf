import type { PublicConfig } from '../../../../app.config'
import { getLocale } from '@/paraglide/runtime'

type HeadMatch = { loaderData?: unknown }

/** The site name, from the root loader's public configuration (the first match). */
export function siteNameFrom(matches: ReadonlyArray<HeadMatch>): string | undefined {
  const config = matches[0]?.loaderData as PublicConfig | undefined
  return config?.siteName[getLocale()]
}

/** A page's <head>: "Title | Site", a description, and noindex for internal pages. */
export function pageHead(input: {
  matches: ReadonlyArray<HeadMatch>
  title: string
  description?: string
  noindex?: boolean
}) {
  const site = siteNameFrom(input.matches)
  const meta: Array<Record<string, string>> = [{ title: site ? `${input.title} | ${site}` : input.title }]
  if (input.description) meta.push({ name: 'description', content: input.description })
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex, nofollow' })
  return { meta }
}
