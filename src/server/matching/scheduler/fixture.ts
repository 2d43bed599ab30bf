// A seeded, deterministic synthetic event for the bench (npm run bench:matching) and the tests.
// The shape follows what matchmaking platforms report: most buyers rank a handful of brands,
// one or two as must-meet; brands accept most requests that fit their category; some buyers
// come for half a day; a few buyers are not verified yet.
import type { BrandWish, BuyerWish, PinnedMeeting, SchedulerBrand, SchedulerBuyer, SchedulerInput, VerificationState } from './types'
import { mulberry32 } from '../../../lib/random'

/** mulberry32: a small deterministic PRNG, [0, 1). */
export const prng = mulberry32

export interface EventSize {
  buyers: number
  brands: number
  tables: number
  slots: number
  pins?: number
  forbidden?: number
  /** How many brands each buyer ranks (must + like), inclusive range. Default 1‥4. */
  wishesPerBuyer?: readonly [number, number]
}

export const BENCH_EVENT: EventSize = {
  buyers: 200,
  brands: 60,
  tables: 30,
  slots: 8,
  pins: 4,
  forbidden: 4,
}

const COUNTRIES = ['TH', 'VN', 'MY', 'ID', 'EC', 'TR', 'BR', 'CL', 'IT', 'FR', 'AU', 'NZ']
const PARENTS = [1, 2, 3, 4, 5, 6, 7, 8]
/** Three sub-categories per top-level category: 101‥103 under 1, 201‥203 under 2, … */
const CHILDREN = PARENTS.flatMap((p) => [p * 100 + 1, p * 100 + 2, p * 100 + 3])

export function generateEvent(seed: number, size: EventSize = BENCH_EVENT): SchedulerInput {
  const rnd = prng(seed)
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1))
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]
  const sample = <T>(list: readonly T[], n: number) => {
    const copy = [...list]
    const out: T[] = []
    while (out.length < n && copy.length) out.push(copy.splice(Math.floor(rnd() * copy.length), 1)[0])
    return out
  }
  const slotIds = Array.from({ length: size.slots }, (_, i) => i + 1)
  const half = Math.ceil(size.slots / 2)
  const categoryParents: Record<number, number | null> = {}
  for (const c of CHILDREN) categoryParents[c] = Math.floor(c / 100)

  const brands: SchedulerBrand[] = Array.from({ length: size.brands }, (_, i) => {
    const gaps = rnd() < 0.15 ? sample(slotIds, int(1, 2)) : []
    return {
      id: 1000 + i,
      categoryIds: sample(CHILDREN, int(1, 2)),
      countryCode: pick(COUNTRIES),
      availableSlotIds: slotIds.filter((s) => !gaps.includes(s)),
      // Smallest minimum order in tonnes (null: no product weight can be read); by index, so the random stream is unchanged.
      minOrderTonnes: [2, 10, 19.44, 40, null][i % 5],
    }
  })
  // Some brands draw more requests than others (up to 3× the least popular).
  const popularity = brands.map(() => 1 + 2 * rnd() * rnd())

  const buyers: SchedulerBuyer[] = Array.from({ length: size.buyers }, (_, i) => {
    const v = rnd()
    const verification: VerificationState = v < 0.85 ? 'verified' : v < 0.95 ? 'submitted' : 'rejected'
    const a = rnd()
    const availableSlotIds =
      a < 0.6
        ? slotIds
        : a < 0.75
          ? slotIds.slice(0, half)
          : a < 0.9
            ? slotIds.slice(half)
            : slotIds.filter((s) => !sample(slotIds, int(1, 3)).includes(s))
    const categoryIds = sample([...PARENTS, ...CHILDREN], int(1, 3))
    return {
      id: i + 1,
      verification,
      categoryIds,
      originCountries: rnd() < 0.2 ? [] : sample(COUNTRIES, int(1, 3)),
      volumes: [pick(['1 container/month', '5 containers/month', '20 t/quarter', 'trial order'])],
      availableSlotIds,
    }
  })

  const fits = (buyer: SchedulerBuyer, brand: SchedulerBrand) =>
    brand.categoryIds.some((c) => buyer.categoryIds.includes(c) || buyer.categoryIds.includes(categoryParents[c] ?? -1))

  const buyerWishes: BuyerWish[] = []
  const brandWishes: BrandWish[] = []
  for (const buyer of buyers) {
    const [fewest, most] = size.wishesPerBuyer ?? [1, 4]
    const n = Math.min(int(fewest, most), brands.length)
    // Brands in the buyer's categories are 4× as likely to be picked.
    const weights = brands.map((b, j) => popularity[j] * (fits(buyer, b) ? 4 : 1))
    const chosen: number[] = []
    while (chosen.length < n) {
      let r = rnd() * weights.reduce((s, w, j) => s + (chosen.includes(j) ? 0 : w), 0)
      let j = 0
      for (; j < brands.length; j++) {
        if (chosen.includes(j)) continue
        r -= weights[j]
        if (r <= 0) break
      }
      chosen.push(Math.min(j, brands.length - 1))
    }
    const musts = rnd() < 0.35 ? 0 : rnd() < 0.75 ? 1 : 2
    chosen.forEach((j, k) => {
      buyerWishes.push({
        buyerId: buyer.id,
        brandId: brands[j].id,
        level: k < musts ? 'must' : 'like',
        rank: k + 1,
      })
    })
    if (rnd() < 0.2) {
      const j = int(0, brands.length - 1)
      if (!chosen.includes(j))
        buyerWishes.push({
          buyerId: buyer.id,
          brandId: brands[j].id,
          level: 'no',
          rank: 0,
        })
    }
  }
  // Brands answer most requests; those outside their categories less often.
  for (const w of buyerWishes) {
    if (w.level === 'no') continue
    const buyer = buyers[w.buyerId - 1]
    const brand = brands[w.brandId - 1000]
    const r = rnd()
    if (r < 0.1) continue // not answered yet
    const acceptP = fits(buyer, brand) ? 0.8 : 0.55
    brandWishes.push({
      brandId: brand.id,
      buyerId: buyer.id,
      level: rnd() < acceptP ? 'accept' : 'decline',
    })
  }
  // Brands ask to meet a few buyers themselves (some must-meet).
  for (const brand of brands) {
    for (const buyer of sample(
      buyers.filter((b) => fits(b, brand)),
      int(0, 3),
    )) {
      brandWishes.push({
        brandId: brand.id,
        buyerId: buyer.id,
        level: rnd() < 0.3 ? 'must' : 'like',
      })
      // Half of the asked buyers said yes (a like wish at the end of their list).
      if (rnd() < 0.5 && !buyerWishes.some((w) => w.buyerId === buyer.id && w.brandId === brand.id)) {
        const rank = buyerWishes.filter((w) => w.buyerId === buyer.id && w.level !== 'no').length + 1
        buyerWishes.push({
          buyerId: buyer.id,
          brandId: brand.id,
          level: 'like',
          rank,
        })
      }
    }
  }
  // First come, first served order for the baseline: the order wishes were submitted in.
  const submitted = buyerWishes
    .map((w) => ({ w, t: rnd() }))
    .toSorted((a, b) => a.t - b.t)
    .map((x) => x.w)

  const verified = buyers.filter((b) => b.verification === 'verified')
  const forbidden = sample(verified, size.forbidden ?? 0).map((b) => ({
    buyerId: b.id,
    brandId: pick(brands).id,
  }))
  const pinned: PinnedMeeting[] = []
  const tables = Array.from({ length: size.tables }, (_, i) => ({
    id: i + 1,
    label: `T${i + 1}`,
  }))
  for (const b of sample(verified, size.pins ?? 0)) {
    const wish = submitted.find((w) => w.buyerId === b.id && w.level !== 'no')
    if (!wish) continue
    const brand = brands[wish.brandId - 1000]
    const slot = b.availableSlotIds.find((s) => brand.availableSlotIds.includes(s))
    if (slot === undefined || pinned.some((p) => p.slotId === slot && p.brandId === brand.id)) continue
    pinned.push({
      buyerId: b.id,
      brandId: brand.id,
      slotId: slot,
      tableId: tables[pinned.length].id,
    })
  }
  return {
    buyers,
    brands,
    slots: slotIds.map((id) => ({ id, label: `slot ${id}` })),
    tables,
    buyerWishes: submitted,
    brandWishes,
    categoryParents,
    pinned,
    forbidden,
  }
}
