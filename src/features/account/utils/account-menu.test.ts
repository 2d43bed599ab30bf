import { describe, expect, it } from 'vitest'
import { accountMenuEntries } from './account-menu'

const paths = (...args: Parameters<typeof accountMenuEntries>) =>
  accountMenuEntries(...args).map((entry) => [entry.to, entry.search ?? null])

describe('accountMenuEntries', () => {
  it('gives each role the pages it works in', () => {
    expect(paths('buyer', null)).toEqual([
      ['/addInquiry', null],
      ['/inquiries', null],
      ['/meetings', null],
      ['/favorites', null],
    ])
    expect(paths('brand', 12)).toEqual([
      ['/brand', { id: 12 }],
      ['/inbox', null],
      ['/report/brand', null],
      ['/meetings', null],
    ])
    expect(paths('organiser', null)).toEqual([
      ['/organiser', null],
      ['/organiser/schedule', null],
      ['/report/monthly', null],
      ['/report/buyer', null],
      ['/report/brand', null],
      ['/report/search', null],
    ])
    expect(paths('analyst', null)).toEqual([
      ['/report/monthly', null],
      ['/report/buyer', null],
      ['/report/brand', null],
      ['/report/search', null],
      ['/report/monitoring', null],
    ])
    expect(paths('editor', null)).toEqual([['/editor', null]])
  })

  it('links no brand page before the brand exists, and nothing for an account without a role', () => {
    expect(paths('brand', null)).toEqual([
      ['/inbox', null],
      ['/report/brand', null],
      ['/meetings', null],
    ])
    expect(paths(null, null)).toEqual([])
  })
})
