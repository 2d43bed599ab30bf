import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './accounts-helpers'
import { loginBySms } from './helpers/login'

// Issue 31, the content editor, end to end and lean: one journey through the page editor. The
// permissions, missing/outdated marks, publish refusals and rollback rules are covered on real
// PGlite by src/server/content/editor.server.test.ts.
test.use({ serviceWorkers: 'block' })
test.describe.configure({ timeout: 120_000 })

/** The demo editor (src/server/db/seed.server.ts). */
const EDITOR = '13800000006'
const IME_HEADING = '合作伙伴一览'

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

  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])

  // The Chinese heading, typed through an input method: no character doubled or dropped.
  const zh = page.getByTestId('block-kinds-zh')
  const heading = zh.getByLabel('Heading', { exact: true })
  await heading.fill('')
  await heading.focus()
  await typeWithInputMethod(page, IME_HEADING, 'hezuohuoban')
  await expect(heading).toHaveValue(IME_HEADING)
  await zh.getByRole('button', { name: 'Save draft' }).click()
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

  /** Saves one block's form and waits until the editor shows it current. */
  const saveBlock = async (key: string, lang: 'en' | 'zh', fields: Record<string, string>) => {
    const form = page.getByTestId(`block-${key}-${lang}`)
    for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value)
    await form.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByTestId(`block-${key}-${lang}`).locator('[data-status]')).toHaveCount(0)
  }
  const publish = async (lang: 'en' | 'zh') => {
    const answered = page.waitForResponse((r) => r.url().includes('/Editor/publish'))
    await page.getByTestId(`publish-${lang}-button`).click()
    expect((await (await answered).json()).code).toBe(1)
  }

  await saveBlock('_head', 'en', { Lead: 'Exporters expect firm demand from buyers in China through the spring.' })
  await saveBlock('body', 'en', { 'Text (Markdown)': 'White pepper from **Sarawak** kept its price this month.' })
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

  await saveBlock('_head', 'zh', { Title: title.zh, Lead: '出口商预计今春中国买家的需求依然稳健。' })
  await saveBlock('body', 'zh', { 'Text (Markdown)': '本月**砂拉越**白胡椒价格保持不变。' })
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
