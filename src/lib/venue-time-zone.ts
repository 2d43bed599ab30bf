/**
 * The IANA time zone of a venue, from its country (the seeded countries each have one main zone;
 * for several zones the capital's). Activity pages show dates in the visitor's zone and in this one.
 */
import { offsetMs } from './zoned-months'

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

/** The city that names each venue zone, in English and Chinese ("Istanbul time" / "伊斯坦布尔时间"). */
export const ZONE_CITIES: Record<string, readonly [string, string]> = {
  'America/Guayaquil': ['Guayaquil', '瓜亚基尔'],
  'Asia/Kuala_Lumpur': ['Kuala Lumpur', '吉隆坡'],
  'Europe/Istanbul': ['Istanbul', '伊斯坦布尔'],
  'America/Santiago': ['Santiago', '圣地亚哥'],
  'Asia/Bangkok': ['Bangkok', '曼谷'],
  'Asia/Ho_Chi_Minh': ['Ho Chi Minh City', '胡志明市'],
  'America/Lima': ['Lima', '利马'],
  'Asia/Jakarta': ['Jakarta', '雅加达'],
  'Asia/Manila': ['Manila', '马尼拉'],
  'Africa/Johannesburg': ['Johannesburg', '约翰内斯堡'],
  'America/Sao_Paulo': ['São Paulo', '圣保罗'],
  'Europe/Madrid': ['Madrid', '马德里'],
  'Europe/Rome': ['Rome', '罗马'],
  'Pacific/Auckland': ['Auckland', '奥克兰'],
  'Australia/Sydney': ['Sydney', '悉尼'],
  'Asia/Shanghai': ['Beijing', '北京'],
  UTC: ['UTC', '协调世界'],
}

export function venueTimeZone(countryCode: string): string {
  return ZONES[countryCode] ?? 'UTC'
}

/** The hour (0–23, with minutes) of an instant on the venue's wall clock. */
export function venueHour(at: Date, zone: string): number {
  const local = new Date(at.getTime() + offsetMs(at, zone))
  return local.getUTCHours() + local.getUTCMinutes() / 60
}

/**
 * The first instant at or after `from` when the venue's wall clock shows `hour`:00 — e.g. the first
 * 10:00 venue time of an activity, so meetings are placed in working hours where the venue is.
 */
export function nextVenueHour(from: Date, hour: number, zone: string): Date {
  const local = new Date(from.getTime() + offsetMs(from, zone))
  for (let day = 0; day < 3; day++) {
    const wall = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + day, hour)
    const guess = wall - offsetMs(new Date(wall), zone)
    const at = new Date(wall - offsetMs(new Date(guess), zone))
    if (at.getTime() >= from.getTime()) return at
  }
  throw new Error(`no ${hour}:00 in ${zone} after ${from.toISOString()}`)
}
