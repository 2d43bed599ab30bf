import { describe, expect, it } from 'vitest'
import { searchReportSearchSchema } from './report-search'

const parse = (input: Record<string, unknown>) => searchReportSearchSchema.parse(input)

describe('searchReportSearchSchema', () => {
  it('keeps a period of the offered lengths, a Monday and a text', () => {
    expect(parse({ weeks: '12', week: '2026-06-15', q: ' durian ' })).toEqual({ weeks: 12, week: '2026-06-15', q: 'durian' })
    expect(parse({ weeks: 4 })).toEqual({ weeks: 4, week: undefined, q: undefined })
  })

  it('drops what it cannot read, so a bad link opens the default view instead of failing', () => {
    expect(parse({ weeks: '5', week: '2026-06-16', q: '' })).toEqual({ weeks: undefined, week: undefined, q: undefined })
    expect(parse({ weeks: 'all', week: '2026-02-30' })).toEqual({ weeks: undefined, week: undefined, q: undefined })
    expect(parse({ weeks: ['8', '8'], week: 20260615, q: 'x'.repeat(101) })).toEqual({ weeks: undefined, week: undefined, q: undefined })
  })
})
