/**
 * The editor's fields and blocks named in words, in both languages, for the server's refusals: an
 * editor reads "Lead: at most 1000 characters", never an internal id such as "Field lead" or
 * "block cover (image)". Fields are named by the messages the editor's form labels them with.
 */
import { editorFieldWords } from '@/lib/editor-field-names'

type Words = { en: string; cn: string }

/** Fields that are not text the editor types, but may still be refused. */
const OTHER_NAMES: Record<string, Words> = { src: { en: 'Image', cn: '图片' } }

/** A field at a path of a block's data (`items.2.title`) in words: "Title 3" / "标题 3". */
export function fieldName(path: ReadonlyArray<PropertyKey>): Words {
  const name = [...path].toReversed().find((part): part is string => typeof part === 'string') ?? ''
  const index = path.filter((part): part is number => typeof part === 'number').map((n) => n + 1)
  const en = editorFieldWords(name, index, 'en-US')
  const cn = editorFieldWords(name, index, 'zh-CN')
  if (en && cn) return { en, cn }
  const words = OTHER_NAMES[name] ?? { en: 'Text', cn: '内容' }
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
