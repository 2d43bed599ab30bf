/** /sitemap.xml and /robots.txt, answered before the page router. */
import { serverEnv } from '../../../app.config'
import { appApi, appDatabase } from './app-api.server'
import { SITEMAP_TAGS, robotsTxt, sitemapPaths, sitemapXml } from '../seo/sitemap.server'

let paths: Promise<Array<string>> | undefined
appApi.cache.onInvalidate((tags) => {
  if (tags.some((tag) => SITEMAP_TAGS.includes(tag))) paths = undefined
})

function originOf(request: Request): string {
  return serverEnv().PUBLIC_ORIGIN?.replace(/\/$/, '') ?? new URL(request.url).origin
}

export async function seoResponse(pathname: string, request: Request): Promise<Response | undefined> {
  if (pathname === '/robots.txt') {
    return new Response(robotsTxt(originOf(request)), {
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    })
  }
  if (pathname !== '/sitemap.xml') return undefined
  const current = (paths ??= appDatabase().then(({ db }) => sitemapPaths(db)))
  let list: Array<string>
  try {
    list = await current
  } catch (error) {
    if (paths === current) paths = undefined // a failed build is not kept
    throw error
  }
  return new Response(sitemapXml(originOf(request), list), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
    },
  })
}
