import { describe, expect, it } from 'vitest'
import { hasFreeText } from './free-text'

const params = (query: string) => new URLSearchParams(query)

describe('hasFreeText', () => {
  it('sees a non-empty q or keyword', () => {
    expect(hasFreeText((name) => params('q=rice').get(name))).toBe(true)
    expect(hasFreeText((name) => params('keyword=%E8%8C%B6').get(name))).toBe(true)
    expect(hasFreeText((name) => params('q=&country=EC').get(name))).toBe(false)
    expect(hasFreeText((name) => params('q=%20%20').get(name))).toBe(false)
    expect(hasFreeText((name) => params('page=2').get(name))).toBe(false)
    expect(hasFreeText((name) => ({ keyword: 'rice' })[name as 'keyword'])).toBe(true)
  })
})
