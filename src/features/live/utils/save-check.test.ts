import { describe, expect, it } from 'vitest'
import type { SaveInput } from './pending-records'
import { recordSave } from '@/api/contract/live'
import { checkSave as check, languageOf } from './save-check'

const checkSave = (input: SaveInput, language: 'en' | 'cn') => check(recordSave.input, input, language)

const blank: SaveInput = {
  act_id: 1,
  base_version: 0,
  idempotency_key: 'k-1',
  state: 'in_progress',
  checked_in_at: '2026-06-15T09:00:00.000Z',
  started_at: '2026-06-15T09:00:00.000Z',
  ended_at: null,
  outcome: null,
  intent_amount: null,
  currency: 'USD',
  product_ids: [],
  next_step: '',
  next_step_date: null,
  notes: 'talked about shrimp',
}

describe('checkSave (the contract’s recordSave schema, before a save is queued)', () => {
  it('refuses a walk-in without a buyer, naming the company field, in the user’s language', () => {
    expect(checkSave({ ...blank, buyer_company: '  ' }, 'en')).toEqual({ buyer_company: 'Name the buyer of the walk-in meeting' })
    expect(checkSave(blank, 'cn')).toEqual({ buyer_company: '请填写现场会面的采购商' })
  })

  it('takes a walk-in with a typed company or a registered buyer, and a record’s save without either', () => {
    expect(checkSave({ ...blank, buyer_company: 'Harbin Northern Foods' }, 'en')).toBeNull()
    expect(checkSave({ ...blank, buyer_user_id: 7 }, 'en')).toBeNull()
    expect(checkSave({ ...blank, record_id: 3, base_version: 2 }, 'en')).toBeNull()
  })

  it('refuses steps out of order and an amount with no fit, as the server does', () => {
    const errors = checkSave(
      { ...blank, record_id: 3, started_at: '2026-06-15T08:00:00.000Z', outcome: 'no_fit', intent_amount: 5000 },
      'en',
    )
    expect(Object.keys(errors ?? {}).toSorted()).toEqual(['intent_amount', 'started_at'])
  })

  it('names a field out of range without its technical name', () => {
    const errors = checkSave({ ...blank, record_id: 3, notes: 'x'.repeat(2001) }, 'en')
    expect(errors).toEqual({ notes: 'This value is not accepted' })
  })

  it('reads the language from the locale', () => {
    expect(languageOf('zh-CN')).toBe('cn')
    expect(languageOf('en-US')).toBe('en')
  })
})
