import { describe, expect, it } from 'vitest'
import { csvFields, csvLine } from './csv'

describe('csvFields', () => {
  it('reads back what csvLine writes: commas, quotes and empty fields', () => {
    const fields = ['Suzhou, Ltd.', 'say "hi"', '', '12', '苏州']
    expect(csvFields(csvLine(fields).replace(/\r\n$/, ''))).toEqual(fields)
  })
})
