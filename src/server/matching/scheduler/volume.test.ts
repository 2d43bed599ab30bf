import { describe, expect, it } from 'vitest'
import { minOrderTonnes, monthlyTonnes, unitKg, volumeFit } from './volume'

describe('monthlyTonnes', () => {
  it('reads containers, tonnes and kilograms per month, quarter, season, week and year', () => {
    expect(monthlyTonnes('1 container a month')).toBe(20)
    expect(monthlyTonnes('2 × 40 ft containers a month')).toBe(40)
    expect(monthlyTonnes('20 tonnes a quarter')).toBeCloseTo(6.667, 2)
    expect(monthlyTonnes('weekly air freight, 2 tonnes')).toBeCloseTo(8.667, 2)
    expect(monthlyTonnes('120 t per year')).toBe(10)
    expect(monthlyTonnes('500 kg monthly')).toBe(0.5)
    expect(monthlyTonnes('1 container trial order')).toBe(20)
  })

  it('reads the Chinese forms', () => {
    expect(monthlyTonnes('每月2个40尺货柜')).toBe(40)
    expect(monthlyTonnes('每季度20吨')).toBeCloseTo(6.667, 2)
  })

  it('gives null when the text has no weight', () => {
    expect(monthlyTonnes('5,000 cartons a season')).toBeNull()
    expect(monthlyTonnes('weekly air freight')).toBeNull()
    expect(monthlyTonnes('')).toBeNull()
  })
})

describe('unitKg and minOrderTonnes', () => {
  it('weighs a unit from its unit name or its packing', () => {
    expect(unitKg('tonne', '25 kg bags, per tonne')).toBe(1000)
    expect(unitKg('kg', 'fresh whole fish, 4–5 kg')).toBe(1)
    expect(unitKg('carton', '18 kg carton')).toBe(18)
    expect(unitKg('carton', 'frozen, 10 × 1 kg')).toBe(10)
    expect(unitKg('case', '24 × 100 g bars')).toBeCloseTo(2.4)
    expect(unitKg('case', '12 × 750 ml')).toBeNull()
  })

  it("takes the brand's smallest readable minimum order", () => {
    expect(
      minOrderTonnes([
        { moq: 1080, unit: 'carton', packing: '18 kg carton' },
        { moq: 25, unit: 'tonne', packing: '' },
        { moq: 100, unit: 'case', packing: '12 × 750 ml' },
      ]),
    ).toBeCloseTo(19.44)
    expect(minOrderTonnes([{ moq: 100, unit: 'case', packing: '12 × 750 ml' }])).toBeNull()
    expect(minOrderTonnes([])).toBeNull()
  })
})

describe('volumeFit', () => {
  it('fits when a month of the buyer covers the minimum order, and has no verdict on unknowns', () => {
    expect(volumeFit(20, 19.44)).toBe('fits')
    expect(volumeFit(6.67, 19.44)).toBe('short')
    expect(volumeFit(null, 5)).toBeNull()
    expect(volumeFit(5, null)).toBeNull()
    expect(volumeFit(5, undefined)).toBeNull()
  })
})
