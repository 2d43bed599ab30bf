import { describe, expect, it } from 'vitest'
import { CONTAINERS, loadContainer } from './container'

const container = (key: string) => CONTAINERS.find((c) => c.key === key)!

// Worked by hand from the inside dimensions (cm) and payloads in CONTAINERS.
describe('loadContainer', () => {
  it('10 kg cartons of 40 × 30 × 20 cm in a 20 ft box: volume decides', () => {
    // 589/40 = 14 rows, 235/30 = 7 across, 239/20 = 11 layers: 1,078 (turned: 19 × 5 × 11 = 1,045).
    // Weight: 28,200 / 10 = 2,820.
    const load = loadContainer(container('20gp'), { length: 40, width: 30, height: 20, kg: 10 })
    expect(load).toMatchObject({ byVolume: 1078, byWeight: 2820, count: 1078, limit: 'volume', arrangement: [14, 7, 11], totalKg: 10_780 })
    expect(load.volumeUsed).toBeCloseTo((1078 * 40 * 30 * 20) / (589 * 235 * 239), 6)
  })

  it('25 kg bags of 70 × 45 × 14 cm in a 20 ft box: turned bags do not fit more', () => {
    // 589/70 = 8, 235/45 = 5, 239/14 = 17 layers: 680; turned: 589/45 = 13, 235/70 = 3: 663.
    // Weight: 28,200 / 25 = 1,128.
    const load = loadContainer(container('20gp'), { length: 70, width: 45, height: 14, kg: 25 })
    expect(load).toMatchObject({ byVolume: 680, byWeight: 1128, count: 680, limit: 'volume', arrangement: [8, 5, 17], totalKg: 17_000 })
  })

  it('30 kg cartons of 40 × 30 × 20 cm in a 40 ft high cube: weight decides', () => {
    // 1203/40 = 30, 235/30 = 7, 269/20 = 13 layers: 2,730. Weight: 26,500 / 30 = 883.
    const load = loadContainer(container('40hc'), { length: 40, width: 30, height: 20, kg: 30 })
    expect(load).toMatchObject({ byVolume: 2730, byWeight: 883, count: 883, limit: 'weight', totalKg: 26_490 })
  })

  it('turns the packages when that fits more', () => {
    // A 100 × 30 cm box: along, 589/100 = 5 × 235/30 = 7 = 35 per layer; turned, 589/30 = 19 × 235/100 = 2 = 38.
    const load = loadContainer(container('20gp'), { length: 100, width: 30, height: 239, kg: 1 })
    expect(load.arrangement).toEqual([19, 2, 1])
    expect(load.byVolume).toBe(38)
  })

  it('a package larger than the container fits none', () => {
    expect(loadContainer(container('20gp'), { length: 600, width: 30, height: 20, kg: 5 }).count).toBe(0)
  })
})
