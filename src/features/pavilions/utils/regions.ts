import { m } from '@/paraglide/messages'

/** The regions pavilions are grouped by (the API answers them in English): slug → name. */
const REGIONS: Record<string, { en: string; label: () => string }> = {
  'south-america': { en: 'South America', label: m.pav_region_south_america },
  'southeast-asia': { en: 'Southeast Asia', label: m.pav_region_southeast_asia },
  'east-asia': { en: 'East Asia', label: m.pav_region_east_asia },
  'middle-east': { en: 'Middle East', label: m.pav_region_middle_east },
  europe: { en: 'Europe', label: m.pav_region_europe },
  africa: { en: 'Africa', label: m.pav_region_africa },
  oceania: { en: 'Oceania', label: m.pav_region_oceania },
}

export const REGION_SLUGS = Object.keys(REGIONS) as [string, ...Array<string>]

export function regionSlug(region: string): string {
  return Object.entries(REGIONS).find(([, r]) => r.en === region)?.[0] ?? region.toLowerCase().replaceAll(' ', '-')
}

/** The localised name of a region as the API writes it. */
export function regionLabel(region: string): string {
  return REGIONS[regionSlug(region)]?.label() ?? region
}
