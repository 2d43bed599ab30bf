// Scoring one buyer–brand pair: a pure function of the two parties, the wishes on both sides
// and the category tree. Returns the score (0‥100), whether the pair may meet at all, and the
// structured reasons the UI renders with `describeReasons` (./reasons.ts).
import { monthlyTonnes, volumeFit } from './volume'
import type { BrandWish, BuyerWish, PairScore, Reason, SchedulerBrand, SchedulerBuyer } from './types'

/** Points of each component; the maximum total is 100. */
export const SCORE_WEIGHTS = {
  bothMust: 60,
  mustAndAgreed: 48,
  bothAsked: 34,
  likeAndAccepted: 30,
  oneSidedMust: 18,
  oneSidedLike: 10,
  /** Rank 1 of n gets all of it, rank n gets 1/n of it. */
  rank: 15,
  categoryExact: 15,
  categoryRelated: 12,
  categorySibling: 6,
  origin: 5,
  /** The buyer's monthly volume covers the brand's minimum order. */
  volume: 5,
} as const

export interface PairContext {
  buyer: SchedulerBuyer
  brand: SchedulerBrand
  buyerWish?: BuyerWish
  brandWish?: BrandWish
  /** How many brands the buyer marked must or like (the n of "rank r of n"). */
  buyerPositiveWishes: number
  forbidden?: boolean
  categoryParents?: Readonly<Record<number, number | null>>
  allowOneSided?: boolean
}

type CategoryFit = Extract<Reason, { kind: 'category' }>

/** The best category fit between a buyer's interests and a brand's categories, or null. */
export function categoryFit(
  buyerCategories: readonly number[],
  brandCategories: readonly number[],
  parents: Readonly<Record<number, number | null>> = {},
): CategoryFit | null {
  const parent = (id: number) => parents[id] ?? null
  const rankOf = { exact: 0, related: 1, sibling: 2 } as const
  let best: CategoryFit | null = null
  const buyers = [...buyerCategories].toSorted((a, b) => a - b)
  const brands = [...brandCategories].toSorted((a, b) => a - b)
  for (const a of buyers) {
    for (const b of brands) {
      let match: CategoryFit['match'] | null = null
      if (a === b) match = 'exact'
      else if (parent(b) === a || parent(a) === b) match = 'related'
      else if (parent(a) !== null && parent(a) === parent(b)) match = 'sibling'
      if (match && (!best || rankOf[match] < rankOf[best.match])) {
        best = {
          kind: 'category',
          match,
          buyerCategoryId: a,
          brandCategoryId: b,
        }
      }
    }
  }
  return best
}

const positiveBrand = (level: BrandWish['level'] | undefined): level is 'accept' | 'must' | 'like' =>
  level === 'accept' || level === 'must' || level === 'like'

const blocked = (why: NonNullable<PairScore['blocked']>): PairScore => ({
  score: 0,
  eligible: false,
  blocked: why,
  mutualMust: false,
  reasons: [],
})

/** The largest monthly tonnage the buyer's volume texts give, or null. */
function buyerVolume(buyer: SchedulerBuyer): number | null {
  let best: number | null = null
  for (const text of buyer.volumes ?? []) {
    const tonnes = monthlyTonnes(text)
    if (tonnes !== null && (best === null || tonnes > best)) best = tonnes
  }
  return best
}

/** Scores one pair. Pure: same input, same output. */
export function scorePair(ctx: PairContext): PairScore {
  const { buyer, brand, buyerWish, brandWish } = ctx
  const mismatched = (w: { buyerId: number; brandId: number } | undefined) => !!w && (w.buyerId !== buyer.id || w.brandId !== brand.id)
  if (mismatched(buyerWish) || mismatched(brandWish)) return blocked('unknown-party')
  if (ctx.forbidden) return blocked('forbidden')
  if (buyer.verification !== 'verified') return blocked('buyer-unverified')
  if (buyerWish?.level === 'no') return blocked('buyer-said-no')
  if (brandWish?.level === 'decline') return blocked('brand-declined')

  const buyerLevel = buyerWish?.level === 'must' || buyerWish?.level === 'like' ? buyerWish.level : null
  const brandLevel = positiveBrand(brandWish?.level) ? brandWish.level : null
  if (!buyerLevel && !brandLevel) return blocked('no-wish')
  if ((!buyerLevel || !brandLevel) && !ctx.allowOneSided) return blocked('one-sided')

  let wishPoints: number
  if (buyerLevel && brandLevel) {
    if (buyerLevel === 'must' && brandLevel === 'must') wishPoints = SCORE_WEIGHTS.bothMust
    else if (buyerLevel === 'must' || brandLevel === 'must') wishPoints = SCORE_WEIGHTS.mustAndAgreed
    else if (brandLevel === 'like') wishPoints = SCORE_WEIGHTS.bothAsked
    else wishPoints = SCORE_WEIGHTS.likeAndAccepted
  } else {
    const one = buyerLevel ?? brandLevel
    wishPoints = one === 'must' ? SCORE_WEIGHTS.oneSidedMust : SCORE_WEIGHTS.oneSidedLike
  }
  const mutualMust = !!buyerLevel && !!brandLevel && (buyerLevel === 'must' || brandLevel === 'must')
  const reasons: Reason[] = [{ kind: 'wishes', buyer: buyerLevel, brand: brandLevel }]
  let score = wishPoints

  if (buyerLevel && buyerWish) {
    const of = Math.max(1, ctx.buyerPositiveWishes)
    const rank = Math.min(Math.max(1, Math.round(buyerWish.rank)), of)
    score += (SCORE_WEIGHTS.rank * (of - rank + 1)) / of
    reasons.push({ kind: 'rank', rank, of })
  }
  const fit = categoryFit(buyer.categoryIds, brand.categoryIds, ctx.categoryParents)
  if (fit) {
    score +=
      fit.match === 'exact'
        ? SCORE_WEIGHTS.categoryExact
        : fit.match === 'related'
          ? SCORE_WEIGHTS.categoryRelated
          : SCORE_WEIGHTS.categorySibling
    reasons.push(fit)
  }
  if (buyer.originCountries.includes(brand.countryCode)) {
    score += SCORE_WEIGHTS.origin
    reasons.push({ kind: 'origin', countryCode: brand.countryCode })
  }
  const volume = buyerVolume(buyer)
  if (volume !== null && volumeFit(volume, brand.minOrderTonnes) === 'fits') {
    score += SCORE_WEIGHTS.volume
    reasons.push({ kind: 'volume', buyerTonnesPerMonth: volume, minOrderTonnes: brand.minOrderTonnes! })
  }
  return {
    score: Math.round(score * 100) / 100,
    eligible: true,
    mutualMust,
    reasons,
  }
}
