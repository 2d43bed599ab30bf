import { describe, expect, it } from 'vitest'
import { prefillAnswers } from './prefill'

// The seeded activities' registration form (src/server/seed/seed.server.ts), as Activity/h5FormList answers it.
const fields = [
  { name: 'company', type: 'text', options: [] },
  { name: 'contact_name', type: 'text', options: [] },
  { name: 'mobile', type: 'tel', options: [] },
  { name: 'email', type: 'email', options: [] },
  {
    name: 'buyer_type',
    type: 'select',
    options: [
      { value: 'Importer', label: '进口商' },
      { value: 'Distributor', label: '分销商' },
    ],
  },
]

describe('prefillAnswers', () => {
  it('fills the registration form from the buyer profile and the account', () => {
    const answers = prefillAnswers(fields, {
      company: 'Shanghai FreshLink Trading Co., Ltd.',
      contact_name: 'Li Na',
      member_categories: [{ name: '分销商' }],
      mobile: '+8613800000001',
      email: 'li.na@example.com',
    })
    expect(answers).toEqual({
      company: 'Shanghai FreshLink Trading Co., Ltd.',
      contact_name: 'Li Na',
      mobile: '+8613800000001',
      email: 'li.na@example.com',
      buyer_type: 'Distributor',
    })
  })

  it('leaves unknown fields empty and matches a category by its English name too', () => {
    expect(prefillAnswers(fields, { company: ' ', member_categories: [{ name: 'importer' }] })).toEqual({ buyer_type: 'Importer' })
    expect(prefillAnswers(fields, {})).toEqual({})
  })
})
