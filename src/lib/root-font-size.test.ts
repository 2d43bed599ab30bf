import { describe, expect, it } from 'vitest'
import { constants } from '../../app.config'
import { rootFontScript, rootFontSize } from './root-font-size'

const cfg = constants.rootFont

describe('rootFontSize (design.md table)', () => {
  it.each([
    // ≤ 600: 5 px, or 18 px on /liveBuyerRecord paths
    [320, '/', 'pc', 5],
    [500, '/about', 'pc', 5],
    [600, '/', 'mobile', 5],
    [500, '/liveBuyerRecord/3', 'pc', 18],
    [600, '/zh-CN/liveBuyerRecord/list/3', 'mobile', 18],
    // ≤ 900: 17 px (the /liveBuyerRecord rule is for ≤ 600 only)
    [601, '/', 'pc', 17],
    [800, '/liveBuyerRecord/3', 'pc', 17],
    [900, '/', 'pc', 17],
    // ≤ 1200: 9 px
    [901, '/', 'pc', 9],
    [1000, '/', 'pc', 9],
    [1200, '/', 'pc', 9],
    // ≤ 1600: 14 px
    [1201, '/', 'pc', 14],
    [1400, '/', 'pc', 14],
    [1600, '/', 'pc', 14],
    // wider: 17 × width / designWidth × scale
    [1920, '/', 'pc', 17],
    [2400, '/', 'pc', 21.25],
    [3840, '/', 'pc', 34],
  ] as const)('width %i on %s (%s) → %f px', (width, path, device, expected) => {
    expect(rootFontSize(width, path, device, cfg)).toBeCloseTo(expected, 6)
  })

  it('keeps the phone scale for the mobile site on a wide screen (its layout is capped and centred)', () => {
    expect(rootFontSize(1875, '/mobile', 'mobile', cfg)).toBe(5)
    expect(rootFontSize(800, '/brand', 'mobile', cfg)).toBe(5)
    expect(rootFontSize(375, '/brand', 'mobile', cfg)).toBe(5)
  })

  it('applies the stored scale factor on wide screens only', () => {
    expect(rootFontSize(1920, '/', 'pc', cfg, 1.5)).toBeCloseTo(25.5, 6)
    expect(rootFontSize(1000, '/', 'pc', cfg, 1.5)).toBe(9)
  })
})

function run(width: number, pathname: string, stored: string | null) {
  const listeners: Record<string, number> = {}
  const style: Record<string, string> = {}
  const win = {
    innerWidth: width,
    addEventListener: (name: string) => (listeners[name] = (listeners[name] ?? 0) + 1),
  } as unknown as Record<string, unknown>
  const doc = {
    documentElement: { clientWidth: width, style },
    addEventListener: (name: string) => (listeners[name] = (listeners[name] ?? 0) + 1),
  }
  const storage = { getItem: () => stored }
  new Function('window', 'document', 'location', 'localStorage', rootFontScript('pc'))(win, doc, { pathname }, storage)
  return { fontSize: style.fontSize, listeners, apply: win.__applyRootFont }
}

describe('rootFontScript', () => {
  it('sets the root font before first paint and listens to load, resize and DOMContentLoaded', () => {
    const { fontSize, listeners, apply } = run(1920, '/', null)
    expect(fontSize).toBe('17px')
    expect(listeners).toEqual({ resize: 1, load: 1, DOMContentLoaded: 1 })
    expect(typeof apply).toBe('function')
  })

  it('uses the stored scale and ignores a corrupt one', () => {
    expect(run(1920, '/', '2').fontSize).toBe('34px')
    expect(run(1920, '/', 'garbage').fontSize).toBe('17px')
    expect(run(500, '/liveBuyerRecord/1', '2').fontSize).toBe('18px')
  })
})
