import { describe, expect, it } from 'vitest'
import { allowedCallingCode, normalizeMobile } from './phone'

describe('normalizeMobile', () => {
  it('gives E.164 for typed numbers', () => {
    expect(normalizeMobile('+86 138-0000-0000', '86')).toBe('+8613800000000')
    expect(normalizeMobile('13800000000', '86')).toBe('+8613800000000')
    expect(normalizeMobile('0044 20 7946 0958', '86')).toBe('+442079460958')
    expect(normalizeMobile('(020) 7946 0958', '44')).toBe('+442079460958')
  })
  it('gives one E.164 form for one number however it is typed', () => {
    for (const typed of ['+447700900123', '+4407700900123', '+44007700900123', '+44 (0)7700 900123', '00447700900123']) {
      expect(normalizeMobile(typed, '86')).toBe('+447700900123')
    }
    expect(normalizeMobile('07700 900123', '44')).toBe('+447700900123')
    for (const typed of ['+86 138 0000 0000', '+86013800000000', '008613800000000', '138.0000.0000']) {
      expect(normalizeMobile(typed, '86')).toBe('+8613800000000')
    }
    expect(normalizeMobile('+1 (202) 555-0143', '86')).toBe('+12025550143')
  })
  it('refuses what cannot be a phone number', () => {
    expect(normalizeMobile('+447700900123ext9', '86')).toBeNull()
    expect(normalizeMobile('+44 7700', '86')).toBeNull()
    expect(normalizeMobile('1-800-FLOWERS', '1')).toBeNull()
    expect(normalizeMobile('+8613800000000\u0000', '86')).toBeNull()
    expect(normalizeMobile('+0123456789', '86')).toBeNull()
    expect(normalizeMobile('+12', '86')).toBeNull()
    expect(normalizeMobile('+1234567890123456', '86')).toBeNull()
  })
})

describe('allowedCallingCode', () => {
  const allowed = ['86', '852', '1', '44']
  it('takes the longest configured calling code', () => {
    expect(allowedCallingCode('+85291234567', allowed)).toBe('852')
    expect(allowedCallingCode('+14155550100', allowed)).toBe('1')
  })
  it('refuses countries not configured (SMS-pumping defence) and malformed Chinese mobiles', () => {
    expect(allowedCallingCode('+2348012345678', allowed)).toBeNull()
    expect(allowedCallingCode('+8612345678901', allowed)).toBeNull()
    expect(allowedCallingCode('+8613800000000', allowed)).toBe('86')
  })
})
