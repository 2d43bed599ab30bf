/**
 * The editor's fields and blocks named in words, in both languages, for the server's refusals: an
 * editor reads "Lead: at most 1000 characters", never an internal id such as "Field lead" or
 * "block cover (image)". The editor's screen names them the same way (Paraglide's editor_field_*).
 */
import type { EditorFieldName } from '../../api/contract/content-constants'

type Words = { en: string; cn: string }

export const FIELD_NAMES: Record<EditorFieldName, Words> = {
  title: { en: 'Title', cn: '标题' },
  lead: { en: 'Lead', cn: '导语' },
  markdown: { en: 'Text (Markdown)', cn: '正文（Markdown）' },
  alt: { en: 'Alt text', cn: '替代文字' },
  heading: { en: 'Heading', cn: '小标题' },
  paragraphs: { en: 'Paragraph', cn: '段落' },
  body: { en: 'Text', cn: '正文' },
  question: { en: 'Question', cn: '问题' },
  answer: { en: 'Answer', cn: '回答' },
  label: { en: 'Label', cn: '标签' },
  caption: { en: 'Caption', cn: '表格说明' },
  columns: { en: 'Column', cn: '列' },
  cells: { en: 'Cell', cn: '单元格' },
  note: { en: 'Note', cn: '说明' },
  name: { en: 'Name', cn: '名称' },
  issuer: { en: 'Issuer', cn: '发证机构' },
  scope: { en: 'Scope', cn: '范围' },
  expiry: { en: 'Expiry', cn: '有效期' },
  email: { en: 'Email', cn: '邮箱' },
  phone: { en: 'Phone', cn: '电话' },
  hours: { en: 'Hours', cn: '服务时间' },
}

/** Fields that are not text the editor types, but may still be refused. */
const OTHER_NAMES: Record<string, Words> = { src: { en: 'Image', cn: '图片' } }

/** A field at a path of a block's data (`items.2.title`) in words: "Title 3" / "标题 3". */
export function fieldName(path: ReadonlyArray<PropertyKey>): Words {
  const name = [...path].toReversed().find((part): part is string => typeof part === 'string')
  const words = (name && (FIELD_NAMES[name as EditorFieldName] ?? OTHER_NAMES[name])) || { en: 'Text', cn: '内容' }
  const index = path.filter((part): part is number => typeof part === 'number').map((n) => n + 1)
  const suffix = index.length ? ` ${index.join('.')}` : ''
  return { en: words.en + suffix, cn: words.cn + suffix }
}

const ITEM_BLOCK_NAMES: Record<string, Words> = {
  _head: { en: 'Title and lead', cn: '标题与导语' },
  body: { en: 'Body', cn: '正文' },
  cover: { en: 'Cover image', cn: '封面图片' },
  image: { en: 'Banner image', cn: '横幅图片' },
}

const BLOCK_TYPE_NAMES: Record<string, Words> = {
  prose: { en: 'Text', cn: '文字' },
  steps: { en: 'Steps', cn: '步骤' },
  cards: { en: 'Cards', cn: '卡片' },
  table: { en: 'Table', cn: '表格' },
  faq: { en: 'Questions and answers', cn: '问答' },
  figures: { en: 'Live figures', cn: '实时数据' },
  certificates: { en: 'Certificates', cn: '证书' },
  certified_by_country: { en: 'Certified by country', cn: '各国认证' },
  cta: { en: 'Call to action', cn: '行动号召' },
  markdown: { en: 'Body', cn: '正文' },
  image: { en: 'Image', cn: '图片' },
}

/** A block in words: an item's fixed block by its role, a page's block by its type and heading. */
export function blockName(block: { key: string; type: string; heading?: string }): Words {
  const fixed = ITEM_BLOCK_NAMES[block.key]
  if (fixed && (block.key === '_head' || block.type === 'markdown' || block.type === 'image')) return fixed
  const type = BLOCK_TYPE_NAMES[block.type] ?? { en: 'Block', cn: '区块' }
  return block.heading ? { en: `${type.en} “${block.heading}”`, cn: `${type.cn}“${block.heading}”` } : type
}
