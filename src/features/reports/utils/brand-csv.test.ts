import { describe, expect, it } from 'vitest'
import { brandFunnelCsv } from './brand-csv'

describe('brandFunnelCsv', () => {
  it('writes a BOM, the period and zone in the first heading, and one line per figure with empty cells for none', () => {
    const csv = brandFunnelCsv({
      headings: { step: '步骤', value: '本期', previous: '上期', median: '馆内中位数' },
      period: '2026-01 至 2026-12',
      zone: 'Asia/Shanghai',
      rows: [
        { label: '品牌主页浏览', value: 120, previous: 80, median: null },
        { label: '=USD', value: 5000, previous: 0, median: 10 },
      ],
    })
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv.slice(1).split('\r\n')).toEqual([
      '步骤 (2026-01 至 2026-12 · Asia/Shanghai),本期,上期,馆内中位数',
      '品牌主页浏览,120,80,',
      "'=USD,5000,0,10",
      '',
    ])
  })
})
