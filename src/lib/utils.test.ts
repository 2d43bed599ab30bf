import { describe, expect, it } from 'vitest'
import { cn } from './utils'

describe('cn', () => {
  it('keeps a text colour next to a design-pixel font size', () => {
    expect(cn('text-dp-14 text-primary-foreground')).toBe('text-dp-14 text-primary-foreground')
  })
  it('lets a later design-pixel size override an earlier one, and a standard size', () => {
    expect(cn('text-dp-14', 'text-dp-16')).toBe('text-dp-16')
    expect(cn('text-sm', 'text-dp-16')).toBe('text-dp-16')
  })
  it('lets a later class of the same group win and joins conditional classes', () => {
    expect(cn('px-16 py-8', { 'px-24': true, hidden: false }, undefined)).toBe('py-8 px-24')
    expect(cn('bg-primary hover:bg-primary/90', 'bg-secondary')).toBe('hover:bg-primary/90 bg-secondary')
  })
})
