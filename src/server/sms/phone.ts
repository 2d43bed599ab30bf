/**
 * Phone numbers: normalised to E.164 (+<calling code><national number>) with libphonenumber-js,
 * and checked against the calling codes that may receive SMS codes. Every limit, stored number
 * and lookup uses the E.164 form, so `+447700900123`, `+4407700900123` and `+44007700900123`
 * are one target (ADR 018).
 *
 * `libphonenumber-js/min` metadata: it knows every country's calling code, national prefix and
 * possible lengths, which is what canonicalising needs. The `max` set's full validity patterns
 * would also refuse numbers the metadata does not know yet (new ranges, Ofcom's reserved
 * 07700 900xxx test numbers), and the SMS code itself proves the number is real.
 */
import { parsePhoneNumberFromString, type CountryCallingCode } from 'libphonenumber-js/min'

const TYPED = /^\+?\d{4,20}$/

/**
 * The E.164 form of a typed number, or null when it cannot be one. A number without `+` (or
 * `00`) is read in `defaultCountryCode`; a trunk `0` or an international `00` typed after the
 * calling code (`+44 07700…`, `+44 00 7700…`) is dropped.
 */
export function normalizeMobile(raw: string, defaultCountryCode: string): string | null {
  let compact = raw.replace(/[\s().\-\u00a0]/g, '')
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`
  if (!TYPED.test(compact)) return null
  const parsed = compact.startsWith('+')
    ? parsePhoneNumberFromString(compact)
    : parsePhoneNumberFromString(compact, { defaultCallingCode: defaultCountryCode })
  if (!parsed || parsed.ext) return null
  let candidate = parsed
  if (!candidate.isPossible() && candidate.nationalNumber.startsWith('0')) {
    const again = parsePhoneNumberFromString(`+${candidate.countryCallingCode}${candidate.nationalNumber.replace(/^0+/, '')}`)
    if (!again) return null
    candidate = again
  }
  if (!candidate.isPossible()) return null
  return candidate.number
}

/** The allowed calling code of an E.164 number, or null if its country is not allowed. */
export function allowedCallingCode(e164: string, allowed: ReadonlyArray<string>): string | null {
  const parsed = parsePhoneNumberFromString(e164)
  if (!parsed) return null
  const code: CountryCallingCode = parsed.countryCallingCode
  if (!allowed.includes(code)) return null
  // Mainland China: 1[3-9] + 9 digits.
  if (code === '86' && !/^1[3-9]\d{9}$/.test(parsed.nationalNumber)) return null
  return code
}
