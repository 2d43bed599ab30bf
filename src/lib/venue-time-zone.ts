/**
 * The IANA time zone of a venue, from its country (the seeded countries each have one main zone;
 * for several zones the capital's). Activity pages show dates in the visitor's zone and in this one.
 */
const ZONES: Record<string, string> = {
  EC: 'America/Guayaquil',
  MY: 'Asia/Kuala_Lumpur',
  TR: 'Europe/Istanbul',
  CL: 'America/Santiago',
  TH: 'Asia/Bangkok',
  VN: 'Asia/Ho_Chi_Minh',
  PE: 'America/Lima',
  ID: 'Asia/Jakarta',
  PH: 'Asia/Manila',
  ZA: 'Africa/Johannesburg',
  BR: 'America/Sao_Paulo',
  ES: 'Europe/Madrid',
  IT: 'Europe/Rome',
  NZ: 'Pacific/Auckland',
  AU: 'Australia/Sydney',
  CN: 'Asia/Shanghai',
}

export function venueTimeZone(countryCode: string): string {
  return ZONES[countryCode] ?? 'UTC'
}
