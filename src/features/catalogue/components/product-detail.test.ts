import { describe, expect, it } from 'vitest'
import { specRows } from './product-detail'

describe('specRows', () => {
  it('splits a spec into labelled rows, with each label starting in capitals', () => {
    expect(specRows('Packing: 25 kg bags; shelf life: 12 months frozen; origin: Ecuador')).toEqual([
      ['Packing', '25 kg bags'],
      ['Shelf life', '12 months frozen'],
      ['Origin', 'Ecuador'],
    ])
  })

  it('reads Chinese punctuation, and keeps a part without a label as a value', () => {
    expect(specRows('包装：25公斤袋；保质期：12个月；无标签的说明')).toEqual([
      ['包装', '25公斤袋'],
      ['保质期', '12个月'],
      ['', '无标签的说明'],
    ])
  })
})
