import { describe, expect, it } from 'vitest'
import { seedCategories } from './seed-data'
import { HS_CODES } from '@/lib/hs-codes'

describe('the seeded catalogue', () => {
  it('has a subheading for every category it sells', () => {
    const named = new Set(HS_CODES.map((entry) => `${entry.category.en}|${entry.category.zh}`))
    const sold = seedCategories.flatMap((top) => top.children.map((child) => `${child.name[0]}|${child.name[1]}`))
    expect(sold.filter((name) => !named.has(name))).toEqual([])
  })
})
