import { describe, expect, it } from 'vitest'
import { applyLiveMessage, type Board } from './apply'

const board: Board = {
  activity: {
    id: 1,
    title: 'Ecuador Buyer Matching Week',
    title_en: 'Ecuador Buyer Matching Week',
    title_zh: '厄瓜多尔采购对接周',
    venue: 'Guayaquil',
    country_code: 'EC',
    country_name: 'Ecuador',
    state: 'live',
    starts_at: '2026-06-14T00:00:00Z',
    ends_at: '2026-06-17T00:00:00Z',
  },
  last_event_id: 10,
  server_time: '2026-06-15T08:00:00Z',
  now_slot: null,
  next_slot: null,
  pairing_now: [],
  pairing_next: [],
  figures: {
    meetings: 20,
    slots: 8,
    tables: 10,
    brands: 12,
    buyers: 30,
    checked_in: 3,
    wishes: 90,
    demands: 12,
    states: { scheduled: 20, late: 0, checked_in: 0, in_progress: 0, done: 0, no_show: 0 },
    deals: 0,
    no_shows_recovered: 0,
    no_shows_unrecovered: 0,
  },
  by_country: [],
  by_category: [],
  intent: [],
  recent: [],
  announcements: [],
}

const record = (seq: number, from: 'scheduled' | 'in_progress', to: 'in_progress' | 'done') => ({
  type: 'record' as const,
  seq,
  meeting_id: 7,
  from,
  to,
  brand: 'Banana Co',
  buyer: 'FreshLink',
  country_code: 'EC',
  table_no: 3,
  outcome: to === 'done' ? ('deal' as const) : null,
  amount: to === 'done' ? 12000 : null,
  currency: to === 'done' ? 'USD' : null,
  at: '2026-06-15T08:01:00Z',
})

describe('applyLiveMessage', () => {
  it('moves the counts of a record and keeps its deal; a repeat or an older event changes nothing', () => {
    const started = applyLiveMessage(board, record(11, 'scheduled', 'in_progress'))
    const done = applyLiveMessage(started, record(12, 'in_progress', 'done'))
    expect(done.figures.states).toEqual({ scheduled: 19, late: 0, checked_in: 0, in_progress: 0, done: 1, no_show: 0 })
    expect(done.figures.deals).toBe(1)
    expect(done.intent).toEqual([{ currency: 'USD', amount: 12000 }])
    expect(done.by_country).toEqual([{ country_code: 'EC', country_name: 'EC', deals: 1, amount: 12000 }])
    expect(done.recent).toHaveLength(1)
    // An event stored before events carried both names and the category: its one name stands for both.
    expect(done.recent[0]).toMatchObject({ brand: 'Banana Co', brand_en: 'Banana Co', brand_zh: 'Banana Co' })
    expect(done.by_category).toEqual([{ category_id: 0, category_en: 'Other', category_zh: '其他', deals: 1, amount: 12000 }])
    expect(done.last_event_id).toBe(12)
    expect(applyLiveMessage(done, record(12, 'in_progress', 'done'))).toBe(done)
    expect(applyLiveMessage(done, record(5, 'in_progress', 'done'))).toBe(done)
  })

  it('carries both names of the brand and counts the deal under its category; a published demand counts, a withdrawn one no more', () => {
    const named = {
      ...record(11, 'in_progress', 'done'),
      brand_en: 'Banana Co',
      brand_zh: '香蕉公司',
      category_id: 4,
      category_en: 'Fresh fruit',
      category_zh: '新鲜水果',
    }
    const done = applyLiveMessage(board, named)
    expect(done.recent[0]).toMatchObject({ brand_en: 'Banana Co', brand_zh: '香蕉公司' })
    expect(done.by_category).toEqual([{ category_id: 4, category_en: 'Fresh fruit', category_zh: '新鲜水果', deals: 1, amount: 12000 }])
    const again = applyLiveMessage(done, { ...named, seq: 12, meeting_id: 8, amount: 3000 })
    expect(again.by_category).toEqual([{ category_id: 4, category_en: 'Fresh fruit', category_zh: '新鲜水果', deals: 2, amount: 15000 }])
    const posted = applyLiveMessage(again, { type: 'demand', seq: 13, id: 9, at: 'x' })
    expect(posted.figures.demands).toBe(13)
    expect(applyLiveMessage(posted, { type: 'demand_withdrawn', seq: 14, id: 9 }).figures.demands).toBe(12)
  })

  it('adds and removes announcements and counts check-ins', () => {
    const posted = applyLiveMessage(board, { type: 'announcement', seq: 11, id: 4, text_en: 'Lunch', text_zh: '午餐', at: 'x' })
    expect(posted.announcements.map((a) => a.id)).toEqual([4])
    const removed = applyLiveMessage(posted, { type: 'announcement_removed', seq: 12, id: 4 })
    expect(removed.announcements).toEqual([])
    expect(applyLiveMessage(removed, { type: 'checkin', seq: 13, at: 'x' }).figures.checked_in).toBe(4)
  })
})
