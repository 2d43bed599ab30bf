import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articles, banners, uploads } from '../db/schema'
import { sitemapPaths } from '../seo/sitemap.server'
import { createTestApi, expectData as data, expectRejection as rejection, type Keys, type TestApi } from '../app/test-api.server'

// Uploads land in a throw-away DATA_DIR (read once by serverEnv(), after this line).
const dataDir = mkdtempSync(join(tmpdir(), 'editor-items-test-'))
process.env.DATA_DIR = dataDir

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
  rmSync(dataDir, { recursive: true, force: true })
})

type Side = { draft: null | { data: Record<string, unknown>; revision: number }; status: string; html?: string }
type EditorPage = {
  kind: string
  public_path: string
  blocks: Array<{ key: string; type: string; en: Side; zh: Side }>
  en: { published_version: number | null; missing: number; outdated: number }
  zh: { published_version: number | null; missing: number; outdated: number }
  history: Array<{ id: number; lang: string; title: string; live: boolean }>
}
type Items = {
  items: Array<{ slug: string; kind: string; title: string; en: { published_version: number | null; missing: number } }>
}

const E = '/newApi/api_v2/Editor'
const page = (slug: string) => data<EditorPage>(api.get(`${E}/page`, { slug }, { keys: editor }))
const save = (body: Record<string, unknown>, lan: 'en' | 'cn' = 'en') => api.post(`${E}/saveBlock`, body, { keys: editor, lan })
const publish = (body: Record<string, unknown>, lan: 'en' | 'cn' = 'en') => api.post(`${E}/publish`, body, { keys: editor, lan })
const column = (lan: 'en' | 'cn') =>
  data<{ list: Array<{ id: number; title: string }> }>(api.get('/newApi/SupplierWork/articleIndex', { page_size: 50 }, { lan }))
// A valid 1×1 transparent PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
const imageForm = (fields: Record<string, string>) => {
  const form = new FormData()
  form.append('file', new File([png], 'cover.png', { type: 'image/png' }))
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
}

describe('editor: articles, cases, FAQs and banners', () => {
  it('is for editors only: 403 for other roles on every new endpoint and on content uploads', async () => {
    for (const role of ['buyer', 'brand', 'analyst'] as const) {
      const keys = await api.loginAs(role)
      const created = await api.post(`${E}/create`, { kind: 'article', lang: 'en', title: 'x' }, { keys, lan: 'cn' })
      expect(created.status).toBe(403)
      expect(created.body.msg).toContain('内容编辑')
      expect((await api.post(`${E}/arrange`, { slug: 'about', order: [] }, { keys })).status).toBe(403)
      expect((await api.get(`${E}/page`, { slug: 'article-1' }, { keys })).status).toBe(403)
      const upload = await api.postForm('/newApi/common/upload', imageForm({ purpose: 'content', alt_en: 'a', alt_zh: '一' }), { keys })
      expect(upload.status).toBe(403)
    }
  })

  it('lists every seeded item, both languages published and current', async () => {
    const items = await data<Items>(api.get(`${E}/items`, {}, { keys: editor }))
    const kinds = new Set(items.items.map((i) => i.kind))
    expect([...kinds].toSorted()).toEqual(['article', 'banner', 'case', 'faq'])
    const banner = items.items.find((i) => i.kind === 'banner')!
    expect(banner.en).toMatchObject({ missing: 0 })
    expect(banner.en.published_version).not.toBeNull()
    const article = await page('article-1')
    expect(article.kind).toBe('article')
    expect(article.public_path).toBe('/column/detail?id=1')
    expect(article.blocks.map((b) => b.key)).toEqual(['_head', 'body', 'cover'])
    expect(article.blocks[1]!.en.html).toContain('<p>')
    expect(article.en).toMatchObject({ missing: 0, outdated: 0 })
  })

  it('creates an article hidden everywhere, refuses the language it lacks by name, and shows each language once published', async () => {
    const { slug } = await data<{ slug: string }>(
      api.post(`${E}/create`, { kind: 'article', lang: 'en', title: 'Durian season opens early', category: 'news' }, { keys: editor }),
    )
    expect(slug).toMatch(/^article-\d+$/)
    const id = Number(slug.split('-')[1])
    expect((await column('en')).list.map((a) => a.id)).not.toContain(id)

    // Nothing but the English title yet: body and cover missing in both, the Chinese title missing.
    let editing = await page(slug)
    expect(editing.blocks.map((b) => [b.key, b.en.status, b.zh.status])).toEqual([
      ['_head', 'current', 'missing'],
      ['body', 'missing', 'missing'],
      ['cover', 'missing', 'missing'],
    ])
    const refused = await publish({ slug, lang: 'en', action: 'publish' }, 'cn')
    expect(refused.body.msg).toContain('英文版无法发布')
    // The blocks in words, never their keys.
    expect(refused.body.msg).toContain('正文、封面图片')
    expect(refused.body.msg).not.toMatch(/body|cover/)

    // An image block is refused without its alt text, naming the field.
    expect(await rejection(save({ slug, lang: 'en', key: 'cover', type: 'image', data: { src: '/media/article/2.svg', alt: '' } }))).toBe(
      'Alt text: required',
    )
    expect(
      await rejection(save({ slug, lang: 'en', key: 'cover', type: 'image', data: { src: 'https://evil.example/x.png', alt: 'x' } })),
    ).toMatch(/^Image: /)
    expect(await rejection(save({ slug, lang: 'zh', key: 'body', type: 'markdown', data: { markdown: '长'.repeat(20_001) } }, 'cn'))).toBe(
      '正文（Markdown）：最多 20000 个字符',
    )
    await data(save({ slug, lang: 'en', key: '_head', type: 'head', data: { title: 'Durian season opens early', lead: 'Prices fall.' } }))
    // The editor is told what the sanitiser leaves out of a body, and nothing for plain Markdown.
    await data(
      save({ slug, lang: 'en', key: 'body', type: 'markdown', data: { markdown: 'Growers <script>x()</script>[report](javascript:x())' } }),
    )
    const unsafe = (await page(slug)).blocks.find((b) => b.key === 'body')!.en as Side & { removed?: unknown; html?: string }
    expect(unsafe.removed).toEqual({ elements: ['<script>'], attributes: [], links: ['javascript:'] })
    expect(unsafe.html?.trim()).toBe('<p>Growers report</p>')
    await data(save({ slug, lang: 'en', key: 'body', type: 'markdown', data: { markdown: 'Growers in **Pahang** report.' } }))
    expect(((await page(slug)).blocks.find((b) => b.key === 'body')!.en as { removed?: unknown }).removed).toEqual({
      elements: [],
      attributes: [],
      links: [],
    })
    await data(save({ slug, lang: 'en', key: 'cover', type: 'image', data: { src: '/media/article/2.svg', alt: 'Durians at a market' } }))
    await data(publish({ slug, lang: 'en', action: 'publish' }))

    expect((await column('en')).list.find((a) => a.id === id)?.title).toBe('Durian season opens early')
    expect((await column('cn')).list.map((a) => a.id)).not.toContain(id)
    // The Chinese detail is not found in Chinese: never the English text.
    const zhDetail = await api.get('/newApi/Activity/articleInfo', { id }, { lan: 'cn' })
    expect(zhDetail.body.msg).toContain('中文文章')
    // …and the page can offer the language it has.
    const languages = () => data<{ languages: Array<string> }>(api.get('/newApi/api_v2/content/articleLanguages', { id }, { lan: 'cn' }))
    expect((await languages()).languages).toEqual(['en'])
    expect(await sitemapPaths(api.db)).toContain(`/column/detail?id=${id}`)

    editing = await page(slug)
    expect(editing.blocks.map((b) => b.zh.status)).toEqual(['missing', 'missing', 'missing'])
    expect(editing.blocks[1]!.en.html).toContain('<strong>Pahang</strong>')
    await data(save({ slug, lang: 'zh', key: '_head', type: 'head', data: { title: '榴莲季提前开启', lead: '价格回落。' } }))
    await data(save({ slug, lang: 'zh', key: 'body', type: 'markdown', data: { markdown: '彭亨州的果农反映。' } }))
    await data(save({ slug, lang: 'zh', key: 'cover', type: 'image', data: { src: '/media/article/2.svg', alt: '市场上的榴莲' } }))
    await data(publish({ slug, lang: 'zh', action: 'publish' }))
    expect((await column('cn')).list.find((a) => a.id === id)?.title).toBe('榴莲季提前开启')
    const [row] = await api.db.select().from(articles).where(eq(articles.id, id))
    expect(row).toMatchObject({ titleEn: 'Durian season opens early', bodyZh: '彭亨州的果农反映。', cover: '/media/article/2.svg' })
    // Each language's page describes the cover in its own words.
    const coverAlt = (lan: 'en' | 'cn') => data<{ cover_alt: string }>(api.get('/newApi/Activity/articleInfo', { id }, { lan }))
    expect((await coverAlt('cn')).cover_alt).toBe('市场上的榴莲')
    expect((await coverAlt('en')).cover_alt).toBe('Durians at a market')

    // A new English source marks the Chinese outdated; rollback restores the previous English text.
    await data(save({ slug, lang: 'en', key: 'body', type: 'markdown', data: { markdown: 'A second version.' } }))
    editing = await page(slug)
    expect(editing.zh.outdated).toBe(1)
    const first = editing.history.find((v) => v.lang === 'en' && v.live)!
    await data(publish({ slug, lang: 'en', action: 'publish' }))
    expect((await api.db.select().from(articles).where(eq(articles.id, id)))[0]!.bodyEn).toBe('A second version.')
    await data(publish({ slug, lang: 'en', action: 'rollback', version_id: first.id }))
    expect((await api.db.select().from(articles).where(eq(articles.id, id)))[0]!.bodyEn).toBe('Growers in **Pahang** report.')

    // Unpublishing both takes it off the column and the sitemap.
    await data(publish({ slug, lang: 'en', action: 'unpublish' }))
    await data(publish({ slug, lang: 'zh', action: 'unpublish' }))
    expect((await column('cn')).list.map((a) => a.id)).not.toContain(id)
    expect(await sitemapPaths(api.db)).not.toContain(`/column/detail?id=${id}`)
    expect((await languages()).languages).toEqual([])
  })

  it('publishes a banner’s new title in Chinese alone; the English home page keeps its own', async () => {
    const [banner] = await api.db.select().from(banners).where(eq(banners.position, 'home')).limit(1)
    const slug = `banner-${banner!.id}`
    await data(save({ slug, lang: 'zh', key: '_head', type: 'head', data: { title: '每月现场对接会', lead: '' }, wording_only: true }))
    await data(publish({ slug, lang: 'zh', action: 'publish' }))
    const home = (lan: 'en' | 'cn') =>
      data<{ banners: Array<{ id: number; title: string }> }>(api.get('/newApi/api_v2/Home/getHomeJson', {}, { lan }))
    expect((await home('cn')).banners.find((b) => b.id === banner!.id)?.title).toBe('每月现场对接会')
    expect((await home('en')).banners.find((b) => b.id === banner!.id)?.title).toBe(banner!.titleEn)
  })

  it('creates a case only with a real brand, and a FAQ that shows once published', async () => {
    expect(
      await rejection(api.post(`${E}/create`, { kind: 'case', lang: 'en', title: 'x', brand_id: 999_999 }, { keys: editor })),
    ).toContain('brand_id')
    const { slug } = await data<{ slug: string }>(
      api.post(`${E}/create`, { kind: 'faq', lang: 'zh', title: '如何申请样品？', topic: 'ticket' }, { keys: editor }),
    )
    const faqs = (lan: 'en' | 'cn') =>
      data<{ list: Array<{ question: string }> }>(api.get('/newApi/api_v2/common/ticketProblem', {}, { lan }))
    expect((await faqs('cn')).list.map((f) => f.question)).not.toContain('如何申请样品？')
    await data(save({ slug, lang: 'zh', key: '_head', type: 'head', data: { title: '如何申请样品？', lead: '在产品页点击“申请样品”。' } }))
    await data(publish({ slug, lang: 'zh', action: 'publish' }))
    expect((await faqs('cn')).list.map((f) => f.question)).toContain('如何申请样品？')
    expect((await faqs('en')).list.map((f) => f.question)).not.toContain('')
  })

  it('adds, reorders and removes a page’s blocks in both languages, keeping the marks right', async () => {
    const before = await page('grower')
    const keys = before.blocks.filter((b) => b.key !== '_head').map((b) => b.key)
    await data(save({ slug: 'grower', lang: 'en', key: 'added', type: 'prose', data: { heading: 'Seasons', paragraphs: ['Harvest.'] } }))
    let after = await page('grower')
    expect(after.blocks.at(-1)).toMatchObject({ key: 'added', en: { status: 'current' }, zh: { status: 'missing' } })
    expect(after.zh.missing).toBe(1)
    expect((await publish({ slug: 'grower', lang: 'zh', action: 'publish' })).body.msg).toContain('(Text “Seasons”)')

    await data(api.post(`${E}/arrange`, { slug: 'grower', order: ['added', ...keys] }, { keys: editor }))
    after = await page('grower')
    expect(after.blocks.map((b) => b.key)).toEqual(['_head', 'added', ...keys])
    expect(await rejection(api.post(`${E}/arrange`, { slug: 'grower', order: ['nope', ...keys] }, { keys: editor, lan: 'cn' }))).toContain(
      '字段 order',
    )
    expect(await rejection(api.post(`${E}/arrange`, { slug: 'article-1', order: [] }, { keys: editor }))).toContain('slug')

    await data(api.post(`${E}/arrange`, { slug: 'grower', order: keys }, { keys: editor }))
    after = await page('grower')
    expect(after.blocks.map((b) => b.key)).toEqual(['_head', ...keys])
    expect(after.zh).toMatchObject({ missing: 0 })
  })

  it('uploads a content image only with alt text in both languages, naming the missing field', async () => {
    const noZh = await api.postForm('/newApi/common/upload', imageForm({ purpose: 'content', alt_en: 'A cold store' }), {
      keys: editor,
      lan: 'cn',
    })
    // Named in words, never by the form's field ids.
    expect(noZh.body.msg).toBe('中文替代文字：不能为空')
    expect(
      await rejection(api.postForm('/newApi/common/upload', imageForm({ purpose: 'content', alt_zh: '冷库' }), { keys: editor })),
    ).toBe('English alt text: required')
    // A cover refused as an SVG names only what a cover takes: no PDF.
    const svg = new FormData()
    svg.append('file', new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'cover.svg', { type: 'image/svg+xml' }))
    for (const [name, value] of Object.entries({ purpose: 'content', alt_en: 'A cold store', alt_zh: '冷库' })) svg.append(name, value)
    expect(await rejection(api.postForm('/newApi/common/upload', svg, { keys: editor }))).toBe(
      'Field file must be a JPEG, PNG or WebP image',
    )
    const stored = await data<{ id: number; url: string }>(
      api.postForm('/newApi/common/upload', imageForm({ purpose: 'content', alt_en: 'A cold store', alt_zh: '冷库' }), { keys: editor }),
    )
    const [row] = await api.db.select().from(uploads).where(eq(uploads.id, stored.id))
    expect(row).toMatchObject({ altEn: 'A cold store', altZh: '冷库' })
    await data(save({ slug: 'banner-1', lang: 'en', key: 'image', type: 'image', data: { src: stored.url, alt: 'A cold store' } }))
  })
})
