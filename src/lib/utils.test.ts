import { describe, expect, it } from 'vitest'
import { cn } from './utils'

describe('cn', () => {
  it('keeps a text colour next to a design-pixel font size', () => {
    expect(cn('text-dp-14 text-primary-foreground')).toBe('text-dp-14 text-primary-foreground')
  })
  it('lets a later design-pixel size override an earlier one', () => {
    expect(cn('text-dp-14', 'text-dp-16')).toBe('text-dp-16')
  })
})
