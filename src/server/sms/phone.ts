/**
 * Phone numbers: normalised to E.164 (+<calling code><number>) and checked against the calling
 * codes that may receive SMS codes.
 */

/** All ITU calling codes are 1–3 digits; longest match wins (e.g. 852 before 8). */
export function normalizeMobile(raw: string, defaultCountryCode: string): string | null {
  const compact = raw.replace(/[\s()-]/g, '')
  let digits: string
  if (compact.startsWith('+')) digits = compact.slice(1)
  else if (compact.startsWith('00')) digits = compact.slice(2)
  else digits = defaultCountryCode + compact.replace(/^0+/, '')
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null
  return `+${digits}`
}

/** The allowed calling code an E.164 number starts with, or null if its country is not allowed. */
export function allowedCallingCode(e164: string, allowed: ReadonlyArray<string>): string | null {
  const digits = e164.slice(1)
  const match = [...allowed].filter((code) => digits.startsWith(code)).toSorted((a, b) => b.length - a.length)[0]
  if (!match) return null
  // Mainland China: 1[3-9] + 9 digits.
  if (match === '86' && !/^861[3-9]\d{9}$/.test(digits)) return null
  return match
}
