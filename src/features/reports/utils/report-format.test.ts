import { describe, expect, it } from 'vitest'
import { allZero, compactUsd, monthLabel, tableUsd } from './report-format'

describe('report figures', () => {
  it('labels months as people read them, in both languages', () => {
    expect(monthLabel('2026-01', 'en-US')).toBe('Jan 2026')
    expect(monthLabel('2026-12', 'en-US')).toBe('Dec 2026')
    expect(monthLabel('2026-01', 'zh-CN')).toBe('2026年1月')
    expect(monthLabel('2026-12', 'zh-CN')).toBe('2026年12月')
  })

  it('writes money compactly on axes: $5.4M in English, 540万美元 in Chinese', () => {
    expect(compactUsd(540_000_000, 'en-US')).toBe('$5.4M')
    expect(compactUsd(25_000_000, 'en-US')).toBe('$250K')
    expect(compactUsd(0, 'en-US')).toBe('$0')
    expect(compactUsd(540_000_000, 'zh-CN')).toBe('540万美元')
    expect(compactUsd(15_000_000_000, 'zh-CN')).toBe('1.5亿美元')
    expect(compactUsd(95_000, 'zh-CN')).toBe('950美元')
  })

  it('drops the cents in tables from 1,000 dollars up', () => {
    expect(tableUsd(543_100_000, 'en-US')).toBe('$5,431,000')
    expect(tableUsd(100_049, 'en-US')).toBe('$1,000')
    expect(tableUsd(99_950, 'en-US')).toBe('$999.50')
    expect(tableUsd(0, 'en-US')).toBe('$0.00')
    expect(tableUsd(543_100_000, 'zh-CN')).toBe('US$5,431,000')
  })

  it('finds a series with nothing to draw', () => {
    const rows = [
      { a: 0, b: 0 },
      { a: 0, b: 3 },
    ]
    expect(allZero(rows, ['a'])).toBe(true)
    expect(allZero(rows, ['a', 'b'])).toBe(false)
    expect(allZero([{ a: null }], ['a'])).toBe(true)
    expect(allZero([], ['a'])).toBe(true)
  })
})
