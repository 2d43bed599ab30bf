import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentBlocks } from '../db/schema'
import { seedMissingContent } from '../seed/seed.server'
import { createTestApi, expectData as data, expectRejection as rejection, type Keys, type TestApi } from '../app/test-api.server'

let api: TestApi
let editor: Keys
beforeAll(async () => {
  api = await createTestApi()
  editor = await api.loginAs('editor')
}, 120_000)
afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- the server must have logged no unexpected errors
  expect(api.errors).toEqual([])
  await api.close()
})

type Side = { draft: null | { data: Record<string, unknown>; revision: number; source_revision: number | null }; status: string }
type EditorPage = {
  blocks: Array<{ key: string; type: string; en: Side; zh: Side }>
  en: { published_version: number | null; missing: number; outdated: number }
  zh: { published_version: number | null; missing: number; outdated: number }
  history: Array<{ id: number; number: number; lang: string; title: string; live: boolean; published_by: string | null }>
}
type Public = {
  published: boolean
  languages: Array<string>
  title: string
  lead: string
  blocks: Array<{ key: string; paragraphs?: Array<string> }>
}

const E = '/newApi/api_v2/Editor'
const PAGE = '/newApi/api_v2/content/page'
const page = (slug: string) => data<EditorPage>(api.get(`${E}/page`, { slug }, { keys: editor }))
const save = (body: Record<string, unknown>, lan: 'en' | 'cn' = 'en') => api.post(`${E}/saveBlock`, body, { keys: editor, lan })
const publish = (body: Record<string, unknown>, lan: 'en' | 'cn' = 'en') => api.post(`${E}/publish`, body, { keys: editor, lan })
const shown = (slug: string, lan: 'en' | 'cn') => data<Public>(api.get(PAGE, { slug }, { lan }))

describe('content editor', () => {
  it('is for editors only: 401 without a login, 403 for other roles, in the caller’s language', async () => {
    expect((await api.get(`${E}/items`)).status).toBe(401)
    for (const role of ['buyer', 'brand', 'analyst'] as const) {
      const keys = await api.loginAs(role)
      const res = await api.get(`${E}/items`, {}, { keys, lan: 'cn' })
      expect(res.status).toBe(403)
      expect(res.body.msg).toContain('内容编辑')
      expect((await api.post(`${E}/publish`, { slug: 'about', lang: 'en', action: 'unpublish' }, { keys })).status).toBe(403)
    }
    const items = await data<{ pages: Array<{ slug: string; title: string; en: { published_version: number | null } }> }>(
      api.get(`${E}/items`, {}, { keys: editor }),
    )
    expect(items.pages.map((p) => p.slug)).toContain('solution')
    expect(items.pages.find((p) => p.slug === 'about')).toMatchObject({ title: 'About TradeBridge' })
  })

  it('shows both languages side by side, the title and lead first, every seeded translation current', async () => {
    const about = await page('about')
    expect(about.blocks[0]).toMatchObject({ key: '_head', en: { status: 'current' }, zh: { status: 'current' } })
    expect(about.blocks[0]!.zh.draft!.data.title).toBe('关于贸桥')
    expect(about.blocks.every((b) => b.en.draft && b.zh.draft)).toBe(true)
    expect(about.en).toMatchObject({ missing: 0, outdated: 0 })
    expect(
      about.history
        .filter((v) => v.live)
        .map((v) => v.lang)
        .toSorted(),
    ).toEqual(['en', 'zh'])
  })

  it('marks the other language outdated when its source changes, and current again once it is translated', async () => {
    const before = await page('solution')
    const prose = before.blocks.find((b) => b.type === 'prose' || b.type === 'cards')!
    const en = prose.en.draft!.data
    await data(save({ slug: 'solution', lang: 'en', key: prose.key, type: prose.type, data: { ...en, heading: 'A new heading' } }))
    let after = await page('solution')
    let block = after.blocks.find((b) => b.key === prose.key)!
    expect([block.en.status, block.zh.status]).toEqual(['current', 'outdated'])
    expect(after.zh.outdated).toBe(1)
    // A wording-only fix of the source leaves it outdated, not current.
    await data(
      save({
        slug: 'solution',
        lang: 'en',
        key: prose.key,
        type: prose.type,
        data: { ...en, heading: 'A newer heading' },
        wording_only: true,
      }),
    )
    expect((await page('solution')).blocks.find((b) => b.key === prose.key)!.zh.status).toBe('outdated')
    await data(
      save({ slug: 'solution', lang: 'zh', key: prose.key, type: prose.type, data: { ...prose.zh.draft!.data, heading: '新的标题' } }),
    )
    after = await page('solution')
    block = after.blocks.find((b) => b.key === prose.key)!
    expect([block.en.status, block.zh.status]).toEqual(['current', 'current'])
    expect(after.zh.outdated).toBe(0)
  })

  it('refuses bad block data naming the field, in the caller’s language, and writes nothing', async () => {
    const before = await page('packing')
    expect(await rejection(save({ slug: 'packing', lang: 'en', key: 'intro', type: 'prose', data: { paragraphs: 'not a list' } }))).toBe(
      'Paragraph: not in a form this block takes',
    )
    expect(await rejection(save({ slug: 'packing', lang: 'zh', key: '_head', type: 'head', data: { title: '  ', lead: '' } }, 'cn'))).toBe(
      '标题：不能为空',
    )
    // Over its limit, a field is named in words with the limit, in the caller's language.
    expect(
      await rejection(
        save({ slug: 'packing', lang: 'en', key: '_head', type: 'head', data: { title: 'Packing', lead: 'x'.repeat(1001) } }),
      ),
    ).toBe('Lead: at most 1000 characters')
    expect(
      await rejection(
        save({ slug: 'packing', lang: 'zh', key: 'intro', type: 'prose', data: { paragraphs: ['短', '长'.repeat(4001)] } }, 'cn'),
      ),
    ).toBe('段落 2：最多 4000 个字符')
    expect(await rejection(save({ slug: 'nope', lang: 'en', key: 'x', type: 'prose', data: {} }))).toContain('slug')
    expect(await page('packing')).toEqual(before)
  })

  it('publishes one language alone, refusing the one a block lacks and naming it; the other shows a note', async () => {
    await data(
      save({
        slug: 'grower',
        lang: 'en',
        key: 'season',
        type: 'prose',
        data: { heading: 'Our season', paragraphs: ['Harvest runs from May to July.'] },
      }),
    )
    const draft = await page('grower')
    expect(draft.blocks.find((b) => b.key === 'season')).toMatchObject({
      en: { status: 'current' },
      zh: { status: 'missing', draft: null },
    })
    expect(draft.zh.missing).toBe(1)

    expect(await rejection(publish({ slug: 'grower', lang: 'zh', action: 'publish' }, 'cn'))).toMatch(
      /^中文版无法发布：.*（文字“Our season”）$/,
    )
    expect(await rejection(publish({ slug: 'grower', lang: 'zh', action: 'publish' }))).toMatch(
      /^Chinese cannot be published: 1 block has no Chinese text yet \(Text “Our season”\)$/,
    )

    await shown('grower', 'en') // warm the cache: the publish must drop it
    const out = await data<{ published_version: number }>(publish({ slug: 'grower', lang: 'en', action: 'publish' }))
    const en = await shown('grower', 'en')
    expect(en.blocks.map((b) => b.key)).toContain('season')
    expect(en.blocks.find((b) => b.key === 'season')!.paragraphs).toEqual(['Harvest runs from May to July.'])

    await data(publish({ slug: 'grower', lang: 'zh', action: 'unpublish' }))
    const zh = await shown('grower', 'cn')
    expect(zh).toMatchObject({ published: false, languages: ['en'], title: '', blocks: [] })
    const after = await page('grower')
    expect(after.en.published_version).toBe(out.published_version)
    expect(after.zh.published_version).toBeNull()
    expect(after.history[0]).toMatchObject({
      id: out.published_version,
      lang: 'en',
      live: true,
      published_by: expect.stringContaining('editor'),
    })

    // Translated, Chinese can go out again.
    await data(
      save(
        { slug: 'grower', lang: 'zh', key: 'season', type: 'prose', data: { heading: '产季', paragraphs: ['每年五月至七月采收。'] } },
        'cn',
      ),
    )
    await data(publish({ slug: 'grower', lang: 'zh', action: 'publish' }))
    expect((await shown('grower', 'cn')).blocks.find((b) => b.key === 'season')!.paragraphs).toEqual(['每年五月至七月采收。'])
  })

  it('keeps every published version and rolls a language back to any of them', async () => {
    const head = (await page('b2b')).blocks[0]!
    const first = (await shown('b2b', 'en')).title
    await data(
      save({ slug: 'b2b', lang: 'en', key: '_head', type: 'head', data: { ...head.en.draft!.data, title: 'Wholesale, second edition' } }),
    )
    const v2 = await data<{ published_version: number }>(publish({ slug: 'b2b', lang: 'en', action: 'publish' }))
    expect((await shown('b2b', 'en')).title).toBe('Wholesale, second edition')
    const history = (await page('b2b')).history.filter((v) => v.lang === 'en')
    expect(history.map((v) => v.title)).toEqual(['Wholesale, second edition', first])
    // Numbered within the page (#1 its first publish, in either language), not by the site's ids.
    const all = (await page('b2b')).history
    expect(all.map((v) => v.number)).toEqual(all.map((_, i) => all.length - i))
    expect(history[0]!.number).toBe(all.length)
    expect((await page('grower')).history.at(-1)!.number).toBe(1)
    await data(publish({ slug: 'b2b', lang: 'en', action: 'rollback', version_id: history[1]!.id }))
    expect((await shown('b2b', 'en')).title).toBe(first)
    // Chinese untouched; forward again to the newer version.
    expect((await shown('b2b', 'cn')).published).toBe(true)
    await data(publish({ slug: 'b2b', lang: 'en', action: 'rollback', version_id: v2.published_version }))
    expect((await shown('b2b', 'en')).title).toBe('Wholesale, second edition')
    // A version of the other language, or of another page, is refused naming the field.
    const zhVersion = (await page('b2b')).history.find((v) => v.lang === 'zh')!.id
    expect(await rejection(publish({ slug: 'b2b', lang: 'en', action: 'rollback', version_id: zhVersion }))).toContain('version_id')
    expect(await rejection(publish({ slug: 'b2b', lang: 'en', action: 'rollback' }, 'cn'))).toContain('字段 version_id')
  })

  it('gives pages seeded before the editor their title-and-lead draft at the next start', async () => {
    await api.db.delete(contentBlocks).where(and(eq(contentBlocks.pageSlug, 'pricing'), eq(contentBlocks.key, '_head')))
    await seedMissingContent(api.db, new Date())
    const pricing = await page('pricing')
    expect(pricing.blocks[0]).toMatchObject({ key: '_head', en: { status: 'current' }, zh: { status: 'current' } })
    expect(pricing.blocks[0]!.en.draft!.data.title).toBe((await shown('pricing', 'en')).title)
  })
})
