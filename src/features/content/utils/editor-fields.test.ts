import { describe, expect, it } from 'vitest'
import { emptied, textFields, withTexts } from './editor-fields'

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
