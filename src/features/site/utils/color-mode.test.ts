import { describe, expect, it } from 'vitest'
import { resolveColorMode } from './color-mode'

describe('resolveColorMode', () => {
  it('forces light for this product whatever the preference or system', () => {
    expect(resolveColorMode({ preference: 'dark', systemPrefersDark: true })).toBe('light')
    expect(resolveColorMode({ preference: 'system', systemPrefersDark: true })).toBe('light')
  })
  it('lets a route force its own mode', () => {
    expect(resolveColorMode({ preference: 'light', routeForced: 'dark', systemPrefersDark: false })).toBe('dark')
  })
})
