// One Save per page and language: every changed block of one language in one call, all or nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
type Block = { key: string; type: string; en: Side; zh: Side }
type EditorPage = { blocks: Array<Block>; en: { outdated: number; missing: number }; zh: { outdated: number; missing: number } }
type Saved = { slug: string; lang: string; blocks: Array<{ key: string; revision: number }> }
type Lang = 'en' | 'zh'

const E = '/newApi/api_v2/Editor'
const page = (slug: string) => data<EditorPage>(api.get(`${E}/page`, { slug }, { keys: editor }))
const save = (body: Record<string, unknown>, lan: 'en' | 'cn' = 'en', keys: Keys = editor) => api.post(`${E}/save`, body, { keys, lan })
/** A block of a save: its data as changed, over the revision the editor's page showed. */
const change = (block: Block, lang: Lang, changed: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  key: block.key,
  type: block.type,
  base_revision: block[lang].draft?.revision ?? 0,
  data: changed,
  ...extra,
})
const withHeading = (blocks: Array<Block>) => blocks.filter((b) => b.key !== '_head' && typeof b.en.draft?.data.heading === 'string')

describe('one save per page and language', () => {
  it('saves several blocks of one language in one call: each gets its next revision, the other language is marked outdated', async () => {
    const before = await page('solution')
    const head = before.blocks[0]!
    const [first, second] = withHeading(before.blocks)
    expect(head.key).toBe('_head')
    const out = await data<Saved>(
      save({
        slug: 'solution',
        lang: 'en',
        blocks: [
          change(head, 'en', { ...head.en.draft!.data, lead: 'One save for the whole page.' }),
          change(first!, 'en', { ...first!.en.draft!.data, heading: 'A heading saved with the lead' }),
          // A typo fixed: the Chinese stays current for this one.
          change(
            second!,
            'en',
            { ...second!.en.draft!.data, heading: `${String(second!.en.draft!.data.heading)}.` },
            { wording_only: true },
          ),
        ],
      }),
    )
    expect(out).toEqual({
      slug: 'solution',
      lang: 'en',
      blocks: [head, first!, second!].map((b) => ({ key: b.key, revision: b.en.draft!.revision + 1 })),
    })
    const after = await page('solution')
    const get = (key: string) => after.blocks.find((b) => b.key === key)!
    expect(get('_head').en.draft!.data.lead).toBe('One save for the whole page.')
    expect(get(first!.key).en.draft!.data.heading).toBe('A heading saved with the lead')
    expect([get('_head').zh.status, get(first!.key).zh.status, get(second!.key).zh.status]).toEqual(['outdated', 'outdated', 'current'])
    expect(after.zh.outdated).toBe(before.zh.outdated + 2)
    // Blocks not sent are untouched.
    for (const block of before.blocks.filter((b) => ![head.key, first!.key, second!.key].includes(b.key))) {
      expect(after.blocks.find((b) => b.key === block.key)).toEqual(block)
    }

    // The Chinese translations of both, in one call: both current again.
    await data<Saved>(
      save(
        {
          slug: 'solution',
          lang: 'zh',
          blocks: [
            change(get('_head'), 'zh', { ...get('_head').zh.draft!.data, lead: '整页一次保存。' }),
            change(get(first!.key), 'zh', { ...get(first!.key).zh.draft!.data, heading: '与导语一同保存的标题' }),
          ],
        },
        'cn',
      ),
    )
    const translated = await page('solution')
    expect(translated.zh.outdated).toBe(before.zh.outdated)
    expect(translated.blocks.filter((b) => b.en.status !== 'current' || b.zh.status !== 'current')).toEqual(
      before.blocks.filter((b) => b.en.status !== 'current' || b.zh.status !== 'current'),
    )
  })

  it('adds a language a block lacks (base revision 0) together with a changed block', async () => {
    const created = await data<{ slug: string }>(
      api.post(`${E}/create`, { kind: 'article', lang: 'en', title: 'Cocoa notes', category: 'news', author: 'Desk' }, { keys: editor }),
    )
    const before = await page(created.slug)
    const [head, body, cover] = before.blocks
    expect([head!.key, body!.key, cover!.key]).toEqual(['_head', 'body', 'cover'])
    const out = await data<Saved>(
      save({
        slug: created.slug,
        lang: 'en',
        blocks: [
          change(head!, 'en', { title: 'Cocoa notes', lead: 'Prices in Ghana.' }),
          change(body!, 'en', { markdown: 'Cocoa **rose** again.' }),
          change(cover!, 'en', { src: '/media/article/2.svg', alt: 'Cocoa pods' }),
        ],
      }),
    )
    expect(out.blocks).toEqual([
      { key: '_head', revision: 2 },
      { key: 'body', revision: 1 },
      { key: 'cover', revision: 1 },
    ])
    const after = await page(created.slug)
    expect(after.blocks.map((b) => [b.key, b.en.draft?.data])).toEqual([
      ['_head', { title: 'Cocoa notes', lead: 'Prices in Ghana.' }],
      ['body', { markdown: 'Cocoa **rose** again.' }],
      ['cover', { src: '/media/article/2.svg', alt: 'Cocoa pods' }],
    ])
    expect(after.zh.missing).toBe(3)
  })

  it('refuses the whole save when one block was saved since it was opened, naming that block in words, and stores nothing', async () => {
    const opened = await page('packing')
    const head = opened.blocks[0]!
    const [first] = withHeading(opened.blocks)
    // Someone else saves the block meanwhile.
    await data<Saved>(
      save({ slug: 'packing', lang: 'en', blocks: [change(first!, 'en', { ...first!.en.draft!.data, heading: 'Theirs' })] }),
    )
    const meanwhile = await page('packing')

    const stale = {
      slug: 'packing',
      lang: 'en',
      blocks: [
        change(head, 'en', { ...head.en.draft!.data, lead: 'Mine, over a fresh head' }),
        change(first!, 'en', { ...first!.en.draft!.data, heading: 'Mine, over their heading' }),
      ],
    }
    const res = await save(stale)
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ code: 0, data: null })
    expect(res.body.msg).toBe(
      // Named as it stands now, with the heading it was saved with.
      `Nothing was saved: “${typeName(first!.type).en} “Theirs”” in English was saved by someone else after you opened this page. Reload the page to see that text (yours stays in this browser), then save again.`,
    )
    const cn = await save(stale, 'cn')
    expect(cn.status).toBe(409)
    expect(cn.body.msg).toMatch(/^未保存任何内容：您打开此页面后，“.+”的英文内容已被他人保存。请刷新页面查看/)
    // In Chinese, by its Chinese heading.
    expect(cn.body.msg).toContain(String(first!.zh.draft!.data.heading))
    // Neither block moved: the fresh head was not written either.
    expect(await page('packing')).toEqual(meanwhile)
  })

  it('refuses bad block data naming the field and its block in words, in the caller’s language, and stores nothing', async () => {
    const before = await page('grower')
    const head = before.blocks[0]!
    const [first] = withHeading(before.blocks)
    const good = change(head, 'en', { ...head.en.draft!.data, lead: 'A fine lead' })
    expect(
      await rejection(
        save({ slug: 'grower', lang: 'en', blocks: [good, change(first!, 'en', { ...first!.en.draft!.data, heading: 42 })] }),
      ),
    ).toBe(`Heading (${typeName(first!.type).en} “${String(first!.en.draft!.data.heading)}”): not in a form this block takes`)
    expect(
      await rejection(
        save({
          slug: 'grower',
          lang: 'en',
          blocks: [change(first!, 'en', first!.en.draft!.data), change(head, 'en', { title: 'T', lead: 'x'.repeat(1001) })],
        }),
      ),
    ).toBe('Lead (Title and lead): at most 1000 characters')
    expect(await rejection(save({ slug: 'grower', lang: 'zh', blocks: [change(head, 'zh', { title: '  ', lead: '' })] }, 'cn'))).toBe(
      '标题（标题与导语）：不能为空',
    )
    // The request's own shape: every field named.
    expect(await rejection(save({ slug: 'grower', lang: 'en', blocks: [] }))).toContain('blocks')
    expect(await rejection(save({ slug: 'grower', lang: 'en', blocks: [{ ...good, base_revision: undefined }] }))).toContain(
      'blocks.0.base_revision',
    )
    expect(await rejection(save({ slug: 'grower', lang: 'en', blocks: [{ ...good, base_revision: -1 }] }, 'cn'))).toContain(
      '字段 blocks.0.base_revision',
    )
    expect(await rejection(save({ slug: 'grower', lang: 'fr', blocks: [good] }))).toContain('lang')
    expect(await rejection(save({ slug: 'grower', lang: 'en', blocks: [good, good] }))).toBe('Field blocks: a block is listed twice')
    expect(await rejection(save({ slug: 'nope', lang: 'en', blocks: [good] }))).toContain('slug')
    expect(await page('grower')).toEqual(before)
  })

  it('is for editors only: 401 without a login, 403 for every other role, nothing stored', async () => {
    const before = await page('b2b')
    const head = before.blocks[0]!
    const body = { slug: 'b2b', lang: 'en', blocks: [change(head, 'en', { ...head.en.draft!.data, title: 'Taken over' })] }
    expect((await api.post(`${E}/save`, body)).status).toBe(401)
    for (const role of ['buyer', 'brand', 'analyst', 'none'] as const) {
      const res = await save(body, 'cn', await api.loginAs(role))
      expect(res.status).toBe(403)
      expect(res.body.msg).toContain('内容编辑')
    }
    expect(await page('b2b')).toEqual(before)
  })
})

/** A page block's type in words, as the server's refusals name it (field-names.ts). */
function typeName(type: string): { en: string } {
  const names: Record<string, string> = { prose: 'Text', steps: 'Steps', cards: 'Cards', faq: 'Questions and answers', table: 'Table' }
  return { en: names[type] ?? 'Block' }
}
