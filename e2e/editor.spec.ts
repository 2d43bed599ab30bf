import { expect, test, type Locator, type Page } from '@playwright/test'
import { gotoHydrated } from './accounts-helpers'
import { seriousViolations } from './helpers/axe'
import { loginBySms } from './helpers/login'

// The content editor, end to end and lean: one journey through the page editor. The
// permissions, missing/outdated marks, publish refusals and rollback rules are covered on real
// PGlite by src/server/content/editor.server.test.ts.
// Long journeys (sign-in, axe, publish, restore, unpublish) on a shared 2-core machine: 1.7 min seen under load.
test.describe.configure({ timeout: 180_000 })

/** The demo editor (src/server/seed/seed.server.ts). */
const EDITOR = '13800000006'
const IME_HEADING = '合作伙伴一览'

/** The page's one Save of a language: every changed block of that language at once. */
function saveButton(page: Page, lang: 'en' | 'zh', name = lang === 'en' ? 'Save English draft' : 'Save Chinese draft') {
  return page.getByTestId(`save-${lang}`).getByRole('button', { name, exact: true })
}

/** Taps an element at its centre, as a finger does. */
async function tapCentre(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded()
  const box = (await target.boundingBox())!
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

/** Types Chinese as an input method does: a composition of pinyin, then the committed characters. */
async function typeWithInputMethod(page: Page, text: string, pinyin: string) {
  const cdp = await page.context().newCDPSession(page)
  for (let i = 1; i <= pinyin.length; i++) {
    await cdp.send('Input.imeSetComposition', { text: pinyin.slice(0, i), selectionStart: i, selectionEnd: i })
  }
  await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length })
  await cdp.send('Input.insertText', { text })
  await cdp.detach()
}

test('an editor types Chinese through an input method, publishes it, rolls back, and unpublishes Chinese alone', async ({
  page,
  request,
}) => {
  // Restoring and unpublishing ask first: the editor confirms.
  page.on('dialog', (dialog) => void dialog.accept())
  // The Chinese page as published now (a draft may hold an earlier run's text), read in a context of its own so
  // the editor's screen stays in English.
  const reader = await page.context().browser()!.newPage()
  await reader.goto('/zh-CN/partnership')
  const publishedHeadings = await reader.locator('main h2').allTextContents()
  await reader.close()
  await page.goto('/about')
  await loginBySms(page, request, EDITOR)
  await gotoHydrated(page, '/editor?slug=partnership')
  const editor = page.getByTestId('page-editor')
  await expect(editor).toBeVisible()
  const history = page.getByTestId('editor-history')
  const liveZh = history.locator('tr[data-version]').filter({ hasText: 'Chinese' }).filter({ hasText: 'Live' })
  const original = await liveZh.getAttribute('data-version')

  expect(await seriousViolations(page)).toEqual([])

  // The Chinese heading, typed through an input method: no character doubled or dropped.
  const zh = page.getByTestId('block-kinds-zh')
  const heading = zh.getByLabel('Heading', { exact: true })
  await heading.fill('')
  await heading.focus()
  await typeWithInputMethod(page, IME_HEADING, 'hezuohuoban')
  await expect(heading).toHaveValue(IME_HEADING)
  await saveButton(page, 'zh').click()
  await expect(page.getByTestId('save-zh').getByTestId('save-done')).toHaveText('Saved 1 block(s) in Chinese.')
  // The Chinese became the source: the English block is marked outdated.
  await expect(page.getByTestId('block-kinds-en').locator('[data-status="outdated"]')).toHaveText('Outdated')
  await expect(page.getByTestId('block-kinds-zh').getByLabel('Heading', { exact: true })).toHaveValue(IME_HEADING)
  await expect(page.getByTestId('preview-zh')).toContainText(IME_HEADING)

  await page.getByTestId('publish-zh-button').click()
  await expect(page.getByTestId('publish-done')).toBeVisible()
  await page.goto('/zh-CN/partnership')
  await expect(page.getByRole('heading', { name: IME_HEADING, exact: true })).toHaveCount(1)

  try {
    // Rolling back restores the previous text.
    await gotoHydrated(page, '/editor?slug=partnership')
    await history.locator(`tr[data-version="${original}"]`).getByRole('button', { name: 'Restore' }).click()
    await expect(history.locator(`tr[data-version="${original}"]`)).toContainText('Live')
    await page.goto('/zh-CN/partnership')
    await expect(page.locator('main h2')).toHaveText(publishedHeadings)
    await expect(page.getByText(IME_HEADING)).toHaveCount(0)

    // Chinese unpublished, English stays: /zh-CN/partnership shows the note in Chinese, no English text.
    await gotoHydrated(page, '/editor?slug=partnership')
    await page.getByTestId('unpublish-zh-button').click()
    await expect(page.getByTestId('publish-done')).toBeVisible()
    await page.goto('/zh-CN/partnership')
    await expect(page.getByTestId('language-missing')).toContainText('中文')
    await expect(page.getByText('Partners we work with')).toHaveCount(0)
    await page.goto('/partnership')
    await expect(page.getByRole('heading', { name: 'Partners we work with' })).toBeVisible()
  } finally {
    // Back as seeded: the original Chinese version live again (unless a failure above left it live).
    await gotoHydrated(page, '/editor?slug=partnership')
    const row = history.locator(`tr[data-version="${original}"]`)
    if (!(await row.innerText()).includes('Live')) await row.getByRole('button', { name: 'Restore' }).click()
    await expect(row).toContainText('Live')
  }
  await page.goto('/zh-CN/partnership')
  await expect(page.locator('main h2')).toHaveText(publishedHeadings)
})

test('an editor writes a new article in English, adds its cover with alt text in both languages, translates and publishes it: it shows on /column and in the sitemap', async ({
  page,
  request,
}) => {
  page.on('dialog', (dialog) => void dialog.accept())
  const run = Date.now().toString(36)
  const title = { en: `Pepper prices hold steady in Sarawak (${run})`, zh: `砂拉越胡椒价格保持平稳（${run}）` }
  await page.goto('/about')
  await loginBySms(page, request, EDITOR)
  await gotoHydrated(page, '/editor')
  const create = page.getByTestId('editor-create')
  await create.getByLabel('Title').fill(title.en)
  await create.getByRole('button', { name: 'Create' }).click()
  await expect(page).toHaveURL(/slug=article-\d+/)
  const id = Number(/article-(\d+)/.exec(page.url())![1])
  await expect(page.getByTestId('page-editor')).toBeVisible()

  /** Fills blocks' fields in one language, then saves them all with that language's one Save. */
  const saveLanguage = async (lang: 'en' | 'zh', blocks: Record<string, Record<string, string>>) => {
    for (const [key, fields] of Object.entries(blocks)) {
      const form = page.getByTestId(`block-${key}-${lang}`)
      for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value)
    }
    const answered = page.waitForResponse((r) => r.url().includes('/Editor/save'))
    await saveButton(page, lang).click()
    // One request for every block.
    expect(((await answered).request().postDataJSON() as { blocks: Array<{ key: string }> }).blocks.map((b) => b.key)).toEqual(
      Object.keys(blocks),
    )
    for (const key of Object.keys(blocks)) await expect(page.getByTestId(`block-${key}-${lang}`).locator('[data-status]')).toHaveCount(0)
    await expect(page.getByTestId('unsaved-count')).toHaveCount(0)
  }
  const publish = async (lang: 'en' | 'zh') => {
    const answered = page.waitForResponse((r) => r.url().includes('/Editor/publish'))
    await page.getByTestId(`publish-${lang}-button`).click()
    expect((await (await answered).json()).code).toBe(1)
  }

  await saveLanguage('en', {
    _head: { Lead: 'Exporters expect firm demand from buyers in China through the spring.' },
    body: { 'Text (Markdown)': 'White pepper from **Sarawak** kept its price this month.' },
  })
  const upload = page.getByTestId('upload-cover')
  await upload.locator('input[type=file]').setInputFiles({
    name: 'pepper.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  })
  await upload.getByLabel('Alt text in English').fill('Pepper drying in the sun')
  await upload.getByLabel('Alt text in Chinese').fill('晾晒中的胡椒')
  await upload.getByRole('button', { name: 'Upload and use' }).click()
  await expect(upload.getByRole('status')).toHaveText('The image is set in both languages.')
  await publish('en')

  await saveLanguage('zh', {
    _head: { Title: title.zh, Lead: '出口商预计今春中国买家的需求依然稳健。' },
    body: { 'Text (Markdown)': '本月**砂拉越**白胡椒价格保持不变。' },
  })
  await expect(page.getByTestId('preview-zh')).toContainText('砂拉越')
  await publish('zh')

  try {
    await page.goto('/column')
    await expect(page.getByRole('link', { name: title.en }).first()).toBeVisible()
    await page.goto('/zh-CN/column')
    await expect(page.getByRole('link', { name: title.zh }).first()).toBeVisible()
    await page.goto(`/zh-CN/column/detail?id=${id}`)
    await expect(page.getByTestId('article-body')).toContainText('本月砂拉越白胡椒价格保持不变。')
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`/column/detail?id=${id}`)
  } finally {
    // Off the column again, so repeated runs leave the demo column as seeded.
    await gotoHydrated(page, `/editor?slug=article-${id}`)
    await page.getByTestId('unpublish-en-button').click()
    await expect(page.getByTestId('publish-done')).toBeVisible()
    await page.getByTestId('unpublish-zh-button').click()
    await expect(page.getByTestId('unpublish-zh-button')).toBeDisabled()
  }
})

test('Back from another page shows this page’s own text, and Save stores it under this page only', async ({ page, request }) => {
  const run = Date.now().toString(36)
  const dialogs: Array<string> = []
  // The leave guard asks before the unsaved text is left behind; the editor leaves.
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type())
    void dialog.accept()
  })
  await page.goto('/about')
  await loginBySms(page, request, EDITOR)
  await gotoHydrated(page, '/editor?slug=aboutTD')
  const editor = page.getByTestId('page-editor')
  await expect(editor).toHaveAttribute('data-slug', 'aboutTD')
  const head = (lang: 'en' | 'zh') => page.getByTestId(`block-_head-${lang}`)
  const field = (lang: 'en' | 'zh', label: 'Title' | 'Lead') => head(lang).getByLabel(label, { exact: true })
  const current = page.getByRole('navigation', { name: 'Pages' }).locator('a[aria-current="page"]')
  const original = {
    en: { title: await field('en', 'Title').inputValue(), lead: await field('en', 'Lead').inputValue() },
    zh: { title: await field('zh', 'Title').inputValue(), lead: await field('zh', 'Lead').inputValue() },
  }
  const typed = `${original.zh.lead}（未保存的修改 ${run}）`

  try {
    // 1. Type into the Chinese lead without saving: the field is marked unsaved.
    await field('zh', 'Lead').fill(typed)
    await expect(head('zh').getByTestId('unsaved-mark')).toHaveCount(1)

    // 2. Open "About TradeBridge" from the list (the guard asks first), then 3. press Back.
    await page.getByTestId('editor-pages').locator('a[href$="slug=about"]').click()
    await expect(editor).toHaveAttribute('data-slug', 'about')
    expect(dialogs).toEqual(['confirm'])
    const aboutTitle = await field('zh', 'Title').inputValue()
    expect(aboutTitle).not.toBe(original.zh.title)
    await expect(current).toHaveCount(1)
    await expect(current).toHaveAttribute('href', /slug=about$/)
    await page.goBack()

    // The URL, the form and the list all name aboutTD again: its own title, and the text typed into
    // its lead (kept in this browser), never About's.
    await expect(page).toHaveURL(/slug=aboutTD$/)
    await expect(editor).toHaveAttribute('data-slug', 'aboutTD')
    await expect(field('zh', 'Title')).toHaveValue(original.zh.title)
    await expect(field('zh', 'Lead')).toHaveValue(typed)
    await expect(field('en', 'Title')).toHaveValue(original.en.title)
    await expect(current).toHaveCount(1)
    await expect(current).toHaveAttribute('href', /slug=aboutTD$/)

    // 4. The Chinese Save: the request and the stored draft are aboutTD's, and hold only the block typed into.
    const sent = page.waitForRequest((r) => r.url().includes('/Editor/save'))
    await saveButton(page, 'zh').click()
    expect((await sent).postDataJSON()).toEqual({
      slug: 'aboutTD',
      lang: 'zh',
      blocks: [
        {
          key: '_head',
          type: 'head',
          base_revision: expect.any(Number),
          data: { title: original.zh.title, lead: typed },
          wording_only: false,
        },
      ],
    })
    await expect(head('zh').getByTestId('unsaved-mark')).toHaveCount(0)
    await page.reload()
    // Signed in again from this browser's keys once hydrated: the editor comes back on this page.
    await expect(editor).toHaveAttribute('data-slug', 'aboutTD', { timeout: 20_000 })
    await expect(field('zh', 'Title')).toHaveValue(original.zh.title)
    await expect(field('zh', 'Lead')).toHaveValue(typed)
    await expect(head('zh').getByTestId('unsaved-mark')).toHaveCount(0)
  } finally {
    // Back as seeded: the Chinese lead as it was, and the English (outdated by that save) saved again as current.
    await gotoHydrated(page, '/editor?slug=aboutTD')
    if ((await field('zh', 'Lead').inputValue()) !== original.zh.lead) {
      await field('zh', 'Lead').fill(original.zh.lead)
      await saveButton(page, 'zh').click()
      await expect(head('zh').getByTestId('unsaved-mark')).toHaveCount(0)
      await expect(field('zh', 'Lead')).toHaveValue(original.zh.lead)
    }
    // The English, unchanged, confirmed as still right: current again.
    if ((await head('en').locator('[data-status="outdated"]').count()) > 0) {
      await head('en').getByLabel('Still right: mark as up to date').check()
      await saveButton(page, 'en').click()
      await expect(head('en').locator('[data-status]')).toHaveCount(0)
    }
  }
})

test('one Save sends every changed block of a language at once, and a block saved elsewhere meanwhile refuses it all', async ({
  page,
  request,
}) => {
  await page.goto('/about')
  const user = await loginBySms(page, request, EDITOR)
  const keys = `lan=en&Authorization=${encodeURIComponent(String(user.api_key))}&Mobile_key=${encodeURIComponent(String(user.mobile_key))}`
  type Side = { draft: { data: Record<string, unknown>; revision: number } | null }
  type Blocks = { blocks: Array<{ key: string; type: string; en: Side }> }
  /** The same editor in another tab: reads and saves through the API. */
  const elsewhere = {
    page: async () => ((await (await request.get(`/newApi/api_v2/Editor/page?slug=introduction&${keys}`)).json()) as { data: Blocks }).data,
    save: async (block: Blocks['blocks'][number], data: Record<string, unknown>) => {
      const answer = (await (
        await request.post(`/newApi/api_v2/Editor/save?${keys}`, {
          data: {
            slug: 'introduction',
            lang: 'en',
            // A wording fix: the Chinese stays current.
            blocks: [{ key: block.key, type: block.type, base_revision: block.en.draft!.revision, data, wording_only: true }],
          },
        })
      ).json()) as { code: number; msg: string }
      expect(answer.code, answer.msg).toBe(1)
    },
  }
  const before = await elsewhere.page()
  const second = before.blocks[1]!
  const heading = String(second.en.draft!.data.heading)

  await gotoHydrated(page, '/editor?slug=introduction')
  const head = page.getByTestId('block-_head-en')
  const lead = head.getByLabel('Lead', { exact: true })
  const other = page.getByTestId(`block-${second.key}-en`).getByLabel('Heading', { exact: true })
  await expect(other).toHaveValue(heading)
  const typed = { lead: `${await lead.inputValue()} (mine)`, other: `${heading} (mine)` }
  await lead.fill(typed.lead)
  await other.fill(typed.other)
  await expect(page.getByTestId('unsaved-count')).toHaveText('Unsaved text in 2 block(s)')
  await expect(page.getByTestId('publish-en-button')).toBeDisabled()

  // Meanwhile the second block is saved in another tab.
  await elsewhere.save(second, { ...second.en.draft!.data, heading: `${heading} (theirs)` })
  try {
    const answered = page.waitForResponse((r) => r.url().includes('/Editor/save'))
    await saveButton(page, 'en').click()
    const sent = (await answered).request().postDataJSON() as { blocks: Array<{ key: string; base_revision: number }> }
    expect(sent.blocks.map((b) => [b.key, b.base_revision])).toEqual([
      ['_head', before.blocks[0]!.en.draft!.revision],
      [second.key, second.en.draft!.revision],
    ])
    await expect(page.getByTestId('save-en').getByTestId('save-error')).toContainText('Nothing was saved: “')
    await expect(page.getByTestId('save-en').getByTestId('save-error')).toContainText('in English was saved by someone else')
    // Nothing of it stored, not even the lead; the typed text is still there, still unsaved.
    const after = await elsewhere.page()
    expect(after.blocks[0]!.en.draft).toEqual(before.blocks[0]!.en.draft)
    expect(after.blocks[1]!.en.draft!.data.heading).toBe(`${heading} (theirs)`)
    await expect(lead).toHaveValue(typed.lead)
    await expect(page.getByTestId('unsaved-count')).toHaveText('Unsaved text in 2 block(s)')
  } finally {
    // Back as seeded.
    const now = await elsewhere.page()
    await elsewhere.save(now.blocks[1]!, second.en.draft!.data)
  }
})

test('/editor opens on the translation work to do; search and the needs-translation filter narrow the list', async ({ page, request }) => {
  await page.goto('/about')
  await loginBySms(page, request, EDITOR)
  await gotoHydrated(page, '/editor')
  const overview = page.getByTestId('editor-overview')
  await expect(overview.getByRole('heading', { name: 'Translation work' })).toBeVisible()
  await expect(overview.getByTestId('overview-en')).toHaveText(/^English: \d+ missing, \d+ outdated$/)
  await expect(overview.getByTestId('overview-zh')).toHaveText(/^Chinese: \d+ missing, \d+ outdated$/)
  // Every page it lists has work to do in a language, and links to its editor.
  for (const link of await overview.getByRole('link').all()) {
    await expect(link).toHaveText(/missing|outdated/)
    await expect(link).toHaveAttribute('href', /\/editor\?slug=/)
  }

  const list = page.getByRole('navigation', { name: 'Pages' })
  await list.getByRole('searchbox', { name: 'Search pages and items' }).fill('tradebridge team')
  await expect(list.getByRole('link')).toHaveText([/The TradeBridge team/])
  await list.getByRole('link').click()
  await expect(page.getByTestId('page-editor')).toHaveAttribute('data-slug', 'aboutTD')

  await list.getByRole('searchbox', { name: 'Search pages and items' }).fill('')
  await list.getByLabel('Needs translation only').check()
  // Only pages and items with a block missing or outdated, or none at all.
  await expect(async () => {
    const links = await list.getByRole('link').allTextContents()
    if (links.length === 0) await expect(list.getByText('Nothing matches.')).toBeVisible({ timeout: 100 })
    for (const text of links) expect(text).toMatch(/missing|outdated/)
  }).toPass()
})

test('unsaved text survives a reload, marked per field, and the leave guard asks before the list takes the editor away', async ({
  page,
  request,
}) => {
  // Nothing is saved here: the text stays in this browser only, so no other test sees it.
  const typed = `Unsaved lead ${Date.now().toString(36)}`
  await page.goto('/about')
  await loginBySms(page, request, EDITOR)
  await gotoHydrated(page, '/editor?slug=newAbout')
  const lead = page.getByTestId('block-_head-en').getByLabel('Lead', { exact: true })
  const saved = await lead.inputValue()
  await lead.fill(typed)
  await expect(page.getByTestId('block-_head-en').getByTestId('unsaved-mark')).toHaveText('Unsaved')
  await expect(page.getByTestId('unsaved-count')).toHaveText('Unsaved text in 1 block(s)')

  // The guard asks; dismissed, the editor stays on the page with the text.
  page.once('dialog', (dialog) => void dialog.dismiss())
  await page.getByTestId('editor-pages').locator('a[href$="slug=about"]').click()
  await expect(page).toHaveURL(/slug=newAbout$/)
  await expect(lead).toHaveValue(typed)

  // A reload (beforeunload accepted if asked) brings the text back from this browser, still marked.
  page.on('dialog', (dialog) => void dialog.accept())
  await page.reload()
  await expect(lead).toHaveValue(typed)
  await expect(page.getByTestId('block-_head-en').getByTestId('restored-note')).toBeVisible()
  await expect(page.getByTestId('block-_head-en').getByTestId('unsaved-mark')).toHaveCount(1)

  // Discarded: the saved text again, nothing left to guard.
  await page.getByTestId('block-_head-en').getByRole('button', { name: 'Discard changes' }).click()
  await expect(lead).toHaveValue(saved)
  await expect(page.getByTestId('unsaved-count')).toHaveCount(0)
  await page.getByTestId('editor-pages').locator('a[href$="slug=about"]').click()
  await expect(page.getByTestId('page-editor')).toHaveAttribute('data-slug', 'about')
})

test('each field shows its limit, and a save or upload that would be refused names the field in Chinese, marks it and focuses it', async ({
  page,
  request,
}) => {
  // Nothing is sent: every refusal here is made in the browser before a request.
  const writes: Array<string> = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/Editor\/save|\/common\/upload/.test(r.url())) writes.push(r.url())
  })
  await page.goto('/zh-CN/about')
  await loginBySms(page, request, EDITOR)
  await gotoHydrated(page, '/zh-CN/editor?slug=article-1')
  const editor = page.getByTestId('page-editor')
  await expect(editor).toBeVisible()
  // Blocks named in words, never by their keys or types.
  await expect(editor.locator('article[data-block] h3')).toHaveText(['标题与导语', '正文', '封面图片'])

  const head = page.getByTestId('block-_head-en')
  const lead = head.getByLabel('导语', { exact: true })
  await expect(lead).toHaveAttribute('maxlength', '1000')
  await expect(head.getByText(new RegExp(`^${(await lead.inputValue()).length} / 1000$`))).toBeVisible()
  await expect(page.getByTestId('block-body-en').getByLabel('正文（Markdown）', { exact: true })).toHaveAttribute('maxlength', '20000')

  const title = head.getByLabel('标题', { exact: true })
  await title.fill('')
  await saveButton(page, 'en', '保存英文草稿').click()
  await expect(head.getByTestId('field-error')).toHaveText('标题：不能为空')
  await expect(title).toHaveAttribute('aria-invalid', 'true')
  await expect(title).toBeFocused()
  await head.getByRole('button', { name: '放弃更改' }).click()

  // The alt text is checked before the file is uploaded.
  const upload = page.getByTestId('upload-cover')
  await upload.getByRole('button', { name: '上传并使用' }).click()
  await expect(upload.getByTestId('upload-error')).toHaveText('英文替代文字：不能为空')
  const altEn = upload.getByLabel('英文替代文字', { exact: true })
  await expect(altEn).toHaveAttribute('aria-invalid', 'true')
  await expect(altEn).toBeFocused()
  expect(writes).toEqual([])
})

test('an English request for a Chinese-only article offers the Chinese version and logs no page error', async ({ page, request }) => {
  const errors: Array<string> = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  // An English reader (the locale cookie says English).
  await page.goto('/about')
  const user = await loginBySms(page, request, EDITOR)
  const keys = `lan=en&Authorization=${encodeURIComponent(String(user.api_key))}&Mobile_key=${encodeURIComponent(String(user.mobile_key))}`
  const editor = async (path: string, body: Record<string, unknown>) => {
    const answer = (await (await request.post(`/newApi/api_v2/Editor/${path}?${keys}`, { data: body })).json()) as {
      code: number
      msg: string
      data: { slug: string }
    }
    expect(answer.code, answer.msg).toBe(1)
    return answer.data
  }
  // A Chinese article, published in Chinese only.
  const title = `胡椒出口简讯（${Date.now().toString(36)}）`
  const { slug } = await editor('create', { kind: 'article', lang: 'zh', title, category: 'news', author: '编辑部' })
  const id = Number(slug.replace('article-', ''))
  await editor('save', {
    slug,
    lang: 'zh',
    blocks: [
      { key: 'body', type: 'markdown', base_revision: 0, data: { markdown: '本月**砂拉越**白胡椒价格保持不变。' } },
      { key: 'cover', type: 'image', base_revision: 0, data: { src: '/media/article/2.svg', alt: '晾晒中的胡椒' } },
    ],
  })
  await editor('publish', { slug, lang: 'zh', action: 'publish' })
  try {
    const answer = await page.goto(`/column/detail?id=${id}`)
    expect(answer?.status()).toBe(200)
    const note = page.getByTestId('language-missing')
    await expect(note).toContainText('This page is not yet available in English')
    await expect(note.getByRole('link', { name: 'Read the Chinese page' })).toHaveAttribute('href', `/zh-CN/column/detail?id=${id}`)
    await expect(page.getByText(title)).toHaveCount(0)
    await note.getByRole('link', { name: 'Read the Chinese page' }).click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    expect(errors).toEqual([])
  } finally {
    await editor('publish', { slug, lang: 'zh', action: 'unpublish' })
  }
})

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  })

  test('the save bar stays in sight above the tab bar with one Save per language, and every control is at least 44 px high', async ({
    page,
    request,
  }) => {
    await page.goto('/about')
    await loginBySms(page, request, EDITOR)
    await gotoHydrated(page, '/editor?slug=article-1')
    const body = page.getByTestId('block-body-en')
    const markdown = body.getByLabel('Text (Markdown)', { exact: true })
    // The long Markdown field's top in sight: the page's save bar is still on screen, not under the tab bar.
    await markdown.evaluate((element) => element.scrollIntoView({ block: 'start' }))
    const bar = page.getByTestId('save-bar')
    await expect(bar).toBeInViewport()
    const barBox = (await bar.boundingBox())!
    const tabBar = page.locator('[data-tab-bar]')
    const bottom = (await tabBar.count()) ? (await tabBar.boundingBox())!.y : 740
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(bottom + 0.5)
    // One Save per language, and no block has a save of its own.
    await expect(bar.getByRole('button', { name: /^Save .* draft$/ })).toHaveText(['Save English draft', 'Save Chinese draft'])
    await expect(page.locator('article[data-block]').getByRole('button', { name: /save/i })).toHaveCount(0)

    const publish = bar.getByRole('button', { name: 'Publish English' })
    for (const control of [
      saveButton(page, 'en'),
      saveButton(page, 'zh'),
      publish,
      page.getByTestId('publish-en-button'),
      markdown,
      page.getByTestId('upload-cover').getByRole('button', { name: 'Upload and use' }),
      page.getByTestId('upload-cover').getByLabel('Alt text in English'),
    ]) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    }

    // The bar publishes this language's saved draft too, without the trip up to the Publishing section.
    await tapCentre(page, publish)
    await expect(bar.getByTestId('bar-publish-result')).toHaveText('Published. The page shows the new version now.')

    // Tapped at its centre, the save refuses an empty title, naming it, marking it and focusing it (nothing is sent).
    const writes: Array<string> = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/Editor/save')) writes.push(r.url())
    })
    const head = page.getByTestId('block-_head-en')
    const title = head.getByLabel('Title', { exact: true })
    const saved = { title: await title.inputValue(), markdown: await markdown.inputValue() }
    await title.fill('')
    await markdown.fill(`${saved.markdown}\n\nOne more line.`)
    await tapCentre(page, saveButton(page, 'en'))
    await expect(head.getByTestId('field-error')).toHaveText('Title: required')
    await expect(title).toHaveAttribute('aria-invalid', 'true')
    await expect(title).toBeFocused()
    expect(writes).toEqual([])
    // With text typed and not saved, the bar's publish waits for the save.
    await expect(publish).toBeDisabled()
    await expect(bar.getByTestId('save-en').getByTestId('save-unsaved')).toHaveText('Unsaved: 2 block(s)')

    // Both blocks in one tap, then back as they were in another.
    await title.fill(`${saved.title} (phone)`)
    await tapCentre(page, saveButton(page, 'en'))
    await expect(bar.getByTestId('save-en').getByTestId('save-done')).toHaveText('Saved 2 block(s) in English.')
    expect(writes).toHaveLength(1)
    await expect(title).toHaveValue(`${saved.title} (phone)`)
    await expect(publish).toBeEnabled()
    await title.fill(saved.title)
    await markdown.fill(saved.markdown)
    await tapCentre(page, saveButton(page, 'en'))
    await expect(title).toHaveValue(saved.title)
    await expect(page.getByTestId('unsaved-count')).toHaveCount(0)
    expect(writes).toHaveLength(2)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
