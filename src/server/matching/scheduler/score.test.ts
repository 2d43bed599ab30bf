import { describe, expect, it } from 'vitest'
import { describeReasons, explainMeeting, explainMeetingBoth } from './reasons'
import { categoryFit, scorePair, SCORE_WEIGHTS, type PairContext } from './score'
import type { Reason, SchedulerBrand, SchedulerBuyer } from './types'

const buyer: SchedulerBuyer = {
  id: 1,
  verification: 'verified',
  categoryIds: [10],
  originCountries: ['TH', 'VN'],
  availableSlotIds: [1, 2],
}
const brand: SchedulerBrand = {
  id: 7,
  categoryIds: [1001],
  countryCode: 'TH',
  availableSlotIds: [1, 2],
}
const parents = { 1001: 10, 1002: 10 }
const ctx = (over: Partial<PairContext> = {}): PairContext => ({
  buyer,
  brand,
  buyerWish: { buyerId: 1, brandId: 7, level: 'must', rank: 1 },
  brandWish: { buyerId: 1, brandId: 7, level: 'must' },
  buyerPositiveWishes: 4,
  categoryParents: parents,
  ...over,
})

const at = (rank: number) => scorePair(ctx({ buyerWish: { buyerId: 1, brandId: 7, level: 'like', rank } })).score
const scoreWith = (over: Partial<PairContext>) => scorePair(ctx(over))

describe('scorePair', () => {
  it('scores a mutual must-meet, first choice, related category and origin at the top', () => {
    const s = scorePair(ctx())
    expect(s.eligible).toBe(true)
    expect(s.mutualMust).toBe(true)
    expect(s.score).toBe(SCORE_WEIGHTS.bothMust + SCORE_WEIGHTS.rank + SCORE_WEIGHTS.categoryRelated + SCORE_WEIGHTS.origin)
    expect(s.reasons).toEqual([
      { kind: 'wishes', buyer: 'must', brand: 'must' },
      { kind: 'rank', rank: 1, of: 4 },
      {
        kind: 'category',
        match: 'related',
        buyerCategoryId: 10,
        brandCategoryId: 1001,
      },
      { kind: 'origin', countryCode: 'TH' },
    ])
  })

  it('orders the wish levels: both must > must + accepted > both asked > like + accepted', () => {
    const score = (b: 'must' | 'like', r: 'must' | 'like' | 'accept') =>
      scorePair(
        ctx({
          buyerWish: { buyerId: 1, brandId: 7, level: b, rank: 1 },
          brandWish: { buyerId: 1, brandId: 7, level: r },
        }),
      ).score
    expect(score('must', 'must')).toBeGreaterThan(score('must', 'accept'))
    expect(score('must', 'accept')).toBe(score('like', 'must'))
    expect(score('must', 'accept')).toBeGreaterThan(score('like', 'like'))
    expect(score('like', 'like')).toBeGreaterThan(score('like', 'accept'))
    expect(scorePair(ctx({ brandWish: { buyerId: 1, brandId: 7, level: 'accept' } })).mutualMust).toBe(true)
    expect(
      scorePair(
        ctx({
          buyerWish: { buyerId: 1, brandId: 7, level: 'like', rank: 1 },
          brandWish: { buyerId: 1, brandId: 7, level: 'accept' },
        }),
      ).mutualMust,
    ).toBe(false)
  })

  it('gives a higher rank more points', () => {
    expect(at(1)).toBeGreaterThan(at(2))
    expect(at(2)).toBeGreaterThan(at(4))
    expect(at(1) - at(4)).toBeCloseTo((SCORE_WEIGHTS.rank * 3) / 4)
  })

  it('blocks no, decline, unverified, forbidden, one-sided and wishless pairs', () => {
    expect(
      scoreWith({
        buyerWish: { buyerId: 1, brandId: 7, level: 'no', rank: 0 },
      }),
    ).toMatchObject({ eligible: false, blocked: 'buyer-said-no', score: 0 })
    expect(scoreWith({ brandWish: { buyerId: 1, brandId: 7, level: 'decline' } }).blocked).toBe('brand-declined')
    expect(scoreWith({ buyer: { ...buyer, verification: 'submitted' } }).blocked).toBe('buyer-unverified')
    expect(scoreWith({ buyer: { ...buyer, verification: 'rejected' } }).blocked).toBe('buyer-unverified')
    expect(scoreWith({ forbidden: true }).blocked).toBe('forbidden')
    expect(scoreWith({ brandWish: undefined }).blocked).toBe('one-sided')
    expect(scoreWith({ buyerWish: undefined, brandWish: undefined }).blocked).toBe('no-wish')
    expect(scoreWith({ brandWish: { buyerId: 2, brandId: 7, level: 'accept' } }).blocked).toBe('unknown-party')
  })

  it('lets one-sided wishes through only when allowed, below any mutual wish', () => {
    const one = scorePair(ctx({ brandWish: undefined, allowOneSided: true }))
    expect(one.eligible).toBe(true)
    expect(one.mutualMust).toBe(false)
    expect(one.reasons[0]).toEqual({
      kind: 'wishes',
      buyer: 'must',
      brand: null,
    })
    const mutualLike = scorePair(
      ctx({
        buyerWish: { buyerId: 1, brandId: 7, level: 'like', rank: 1 },
        brandWish: { buyerId: 1, brandId: 7, level: 'accept' },
      }),
    )
    expect(one.score).toBeLessThan(mutualLike.score)
  })

  it('is pure: the same context gives the same answer', () => {
    expect(scorePair(ctx())).toEqual(scorePair(ctx()))
  })
})

describe('categoryFit', () => {
  it('prefers exact over related over sibling, and finds none across families', () => {
    expect(categoryFit([1001, 10], [1001], parents)?.match).toBe('exact')
    expect(categoryFit([10], [1001], parents)?.match).toBe('related')
    expect(categoryFit([1001], [10], parents)?.match).toBe('related')
    expect(categoryFit([1001], [1002], parents)?.match).toBe('sibling')
    expect(categoryFit([20], [1001], parents)).toBeNull()
    expect(categoryFit([], [1001], parents)).toBeNull()
  })
})

describe('volume fit', () => {
  it("adds points and a reason when the buyer's monthly volume covers the brand's minimum order", () => {
    const base = scoreWith({}).score
    const fits = scoreWith({ buyer: { ...buyer, volumes: ['1 container a month'] }, brand: { ...brand, minOrderTonnes: 19.44 } })
    expect(fits.score).toBe(base + SCORE_WEIGHTS.volume)
    expect(fits.reasons.at(-1)).toEqual({ kind: 'volume', buyerTonnesPerMonth: 20, minOrderTonnes: 19.44 })
    expect(explainMeetingBoth(fits.reasons.filter((r) => r.kind === 'volume'))).toEqual({
      en: "the buyer's volume (about 20 t a month) covers the brand's minimum order (about 19 t)",
      cn: '采购商每月约 20 吨的采购量满足品牌方约 19 吨的起订量',
    })
  })

  it('adds nothing when the volume is short of the minimum order or either figure is unknown', () => {
    const base = scoreWith({}).score
    const short = scoreWith({ buyer: { ...buyer, volumes: ['20 tonnes a quarter'] }, brand: { ...brand, minOrderTonnes: 19.44 } })
    expect(short.score).toBe(base)
    expect(short.reasons.some((r) => r.kind === 'volume')).toBe(false)
    expect(scoreWith({ buyer: { ...buyer, volumes: ['5,000 cartons a season'] }, brand: { ...brand, minOrderTonnes: 1 } }).score).toBe(base)
    expect(scoreWith({ buyer: { ...buyer, volumes: ['1 container a month'] }, brand: { ...brand, minOrderTonnes: null } }).score).toBe(base)
  })

  it('keeps the top score within 100', () => {
    const top = scoreWith({
      buyer: { ...buyer, categoryIds: [1001], volumes: ['2 containers a month'] },
      brand: { ...brand, minOrderTonnes: 1 },
    })
    expect(top.score).toBe(100)
  })
})

describe('reasons in words', () => {
  const labels = {
    category: (id: number, locale: 'en-US' | 'zh-CN') =>
      ({
        10: { 'en-US': 'Rice', 'zh-CN': '大米' },
        1001: { 'en-US': 'Jasmine rice', 'zh-CN': '茉莉香米' },
      })[id]?.[locale],
    country: (code: string, locale: 'en-US' | 'zh-CN') => (code === 'TH' ? (locale === 'zh-CN' ? '泰国' : 'Thailand') : undefined),
  }
  const reasons: Reason[] = [
    { kind: 'wishes', buyer: 'must', brand: 'must' },
    {
      kind: 'category',
      match: 'related',
      buyerCategoryId: 10,
      brandCategoryId: 1001,
    },
    { kind: 'origin', countryCode: 'TH' },
  ]

  it('says why in English and in Chinese', () => {
    expect(explainMeeting(reasons, 'en-US', labels)).toBe(
      "both marked must-meet; rice importer ↔ jasmine rice exporter; Thailand is in the buyer's origin list",
    )
    expect(explainMeeting(reasons, 'zh-CN', labels)).toBe('双方均标记为必须会面；大米进口商 ↔ 茉莉香米出口商；泰国在采购商的意向原产地之列')
    expect(explainMeetingBoth(reasons, labels)).toEqual({
      en: explainMeeting(reasons, 'en', labels),
      cn: explainMeeting(reasons, 'cn', labels),
    })
  })

  it('words every wish combination, rank and pin, and falls back to ids without labels', () => {
    const phrases = describeReasons(
      [
        { kind: 'pinned' },
        { kind: 'wishes', buyer: 'must', brand: 'accept' },
        { kind: 'wishes', buyer: 'like', brand: 'must' },
        { kind: 'wishes', buyer: 'like', brand: 'like' },
        { kind: 'wishes', buyer: 'like', brand: 'accept' },
        { kind: 'wishes', buyer: 'must', brand: null },
        { kind: 'wishes', buyer: null, brand: 'like' },
        { kind: 'rank', rank: 2, of: 5 },
        {
          kind: 'category',
          match: 'exact',
          buyerCategoryId: 3,
          brandCategoryId: 3,
        },
      ],
      'en-US',
    )
    expect(phrases).toEqual([
      'pinned by the organiser',
      'the buyer marked must-meet and the brand accepted',
      'the brand marked must-meet and the buyer would like to meet',
      'both would like to meet',
      'the buyer would like to meet and the brand accepted',
      'the buyer marked must-meet; the brand has not answered yet',
      'the brand marked would like to meet; the buyer has not answered yet',
      "the buyer's choice #2 of 5",
      'category 3 importer ↔ category 3 exporter',
    ])
    const zh = describeReasons([{ kind: 'pinned' }, { kind: 'rank', rank: 2, of: 5 }, { kind: 'origin', countryCode: 'EC' }], 'zh-CN')
    expect(zh).toEqual(['由主办方固定安排', '采购商的第 2 意向（共 5 个）', 'EC在采购商的意向原产地之列'])
  })

  it('keeps acronyms as they are mid-sentence', () => {
    const text = explainMeeting(
      [
        {
          kind: 'category',
          match: 'exact',
          buyerCategoryId: 1,
          brandCategoryId: 1,
        },
      ],
      'en-US',
      {
        category: () => 'UHT milk',
      },
    )
    expect(text).toBe('UHT milk importer ↔ UHT milk exporter')
  })
})
