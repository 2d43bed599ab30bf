import { describe, expect, it } from 'vitest'
import { emptied, firstProblem, limitOf, refusedField, requiredNames, textFields, withTexts } from './editor-fields'

const cta = {
  heading: 'Choose your plan',
  body: 'Start free.',
  actions: [{ label: 'Register', to: '/login/registerHome' }],
  contact: { email: 'hello@tradebridge.example', phone: '+86 21', hours: '9–18' },
}

describe('editor text fields', () => {
  it('lists every text leaf by path and leaves codes out', () => {
    const fields = textFields(cta)
    expect(fields.map((f) => f.path)).toEqual(['heading', 'body', 'actions.0.label', 'contact.email', 'contact.phone', 'contact.hours'])
    expect(fields.find((f) => f.path === 'actions.0.label')).toMatchObject({ name: 'label', index: [1] })
    expect(textFields({ metrics: ['brands'], heading: 'x', highlight: 1 }).map((f) => f.path)).toEqual(['heading'])
    // In reading order, whatever order the stored object has.
    expect(textFields({ items: [{ body: 'b', title: 't' }], heading: 'h' }).map((f) => f.path)).toEqual([
      'heading',
      'items.0.title',
      'items.0.body',
    ])
  })

  it('replaces the texts it is given and keeps codes and structure', () => {
    const next = withTexts(
      cta,
      new Map([
        ['actions.0.label', '供应商注册'],
        ['heading', '选择方案'],
      ]),
    )
    expect(next).toEqual({ ...cta, heading: '选择方案', actions: [{ label: '供应商注册', to: '/login/registerHome' }] })
    expect(emptied({ paragraphs: ['a', 'b'], to: '/cases' })).toEqual({ paragraphs: ['', ''], to: '/cases' })
  })
})

const values = (texts: Record<string, string>) => (path: string) => texts[path]

describe('editor field checks before a save', () => {
  it('gives every text field of every block type a limit', () => {
    for (const field of textFields(cta)) expect(limitOf(field)).toBeGreaterThan(0)
    expect(limitOf({ name: 'lead' })).toBe(1000)
    expect(limitOf({ name: 'markdown' })).toBe(20_000)
  })

  it('finds the first field that is empty where required or over its limit, in form order', () => {
    const head = textFields({ title: 'T', lead: 'L' })
    const required = requiredNames({ key: '_head', type: 'head' })
    expect(firstProblem(head, values({ title: 'Ok', lead: 'x'.repeat(1000) }), required)).toBeNull()
    expect(firstProblem(head, values({ title: '  ', lead: 'x'.repeat(1001) }), required)).toMatchObject({
      field: { path: 'title' },
      problem: 'required',
    })
    expect(firstProblem(head, values({ title: 'Ok', lead: 'x'.repeat(1001) }), required)).toMatchObject({
      field: { path: 'lead' },
      problem: 'too_long',
      limit: 1000,
    })
    // A page block's fields may be empty; an item's Markdown and alt text may not.
    expect(firstProblem(textFields(cta), values({}), requiredNames({ key: 'cta', type: 'cta' }))).toBeNull()
    expect(requiredNames({ key: 'cover', type: 'image' })).toEqual(new Set(['alt']))
  })
})

const label = (field: { name: string; index: Array<number> }) => `${field.name === 'title' ? 'Title' : 'Column'} ${field.index.join('.')}`

describe('refusedField', () => {
  const fields = textFields({ items: [{ title: 'A' }, { title: 'B' }], columns: ['x'] })

  it("finds the field a refusal names, in either language's colon", () => {
    expect(refusedField(fields, label, 'Title 2: at most 200 characters')?.path).toBe('items.1.title')
    expect(refusedField(fields, label, 'Column 1：不能为空')?.path).toBe('columns.0')
  })

  it('finds the field when the refusal also names its block, as a save of several blocks does', () => {
    expect(refusedField(fields, label, 'Title 2 (Cards “Partners”): at most 200 characters')?.path).toBe('items.1.title')
    expect(refusedField(fields, label, 'Column 1（表格）：不能为空')?.path).toBe('columns.0')
    expect(refusedField(fields, label, 'Title 2.1 (Cards): required')).toBeUndefined()
  })

  it('finds none for a refusal about no field, or a longer place in a list', () => {
    expect(refusedField(fields, label, 'The page was changed elsewhere')).toBeUndefined()
    expect(refusedField(fields, label, 'Title 2.1: required')).toBeUndefined()
  })
})
