import { describe, expect, it } from 'vitest'
import { fieldName } from './field-names'
import { EDITOR_FIELD_LIMITS, type EditorFieldName } from '@/api/contract/content-constants'
import { editorFieldWords } from '@/lib/editor-field-names'

describe("the server's refusals name a field as the editor's form labels it", () => {
  it('in both languages, for every field, with its place in a list', () => {
    for (const name of Object.keys(EDITOR_FIELD_LIMITS) as Array<EditorFieldName>) {
      expect(fieldName(['items', 2, name])).toEqual({
        en: editorFieldWords(name, [3], 'en-US'),
        cn: editorFieldWords(name, [3], 'zh-CN'),
      })
    }
    expect(fieldName(['rows', 0, 'cells', 1])).toEqual({ en: 'Cell 1.2', cn: '单元格 1.2' })
    expect(fieldName(['items', 1, 'issuer'])).toEqual({ en: 'Issuer 2', cn: '颁发机构 2' })
  })

  it('names a field that is not typed text, and falls back to words for an unknown one', () => {
    expect(fieldName(['src'])).toEqual({ en: 'Image', cn: '图片' })
    expect(fieldName(['unknown'])).toEqual({ en: 'Text', cn: '内容' })
  })
})
