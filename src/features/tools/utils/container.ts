/**
 * How many packages fit in a shipping container, by volume and by weight. Packages stand upright
 * in whole rows, columns and layers (turned 90° about the vertical axis if that fits more); the
 * lower of the two limits is the load. Container figures are typical inside dimensions and
 * payloads; a line's own equipment and road weight limits can be lower.
 */
export type ContainerType = {
  key: string
  /** Inside length, width and height, cm. */
  inside: readonly [number, number, number]
  /** Maximum payload, kg. */
  payloadKg: number
  reefer: boolean
}

export const CONTAINERS: ReadonlyArray<ContainerType> = [
  { key: '20gp', inside: [589, 235, 239], payloadKg: 28_200, reefer: false },
  { key: '40gp', inside: [1203, 235, 239], payloadKg: 26_700, reefer: false },
  { key: '40hc', inside: [1203, 235, 269], payloadKg: 26_500, reefer: false },
  { key: '20rf', inside: [544, 229, 227], payloadKg: 27_400, reefer: true },
  { key: '40rf', inside: [1158, 229, 255], payloadKg: 29_000, reefer: true },
]

/** Common food-trade packages as starting points: outside dimensions (cm) and gross weight (kg). */
export const PACKAGES = [
  { key: 'bag25', size: [70, 45, 14], kg: 25 },
  { key: 'banana18', size: [50, 40, 24], kg: 19 },
  { key: 'carton10', size: [40, 30, 20], kg: 10 },
  { key: 'wine12', size: [33, 25, 31], kg: 16 },
] as const

export type LoadInput = { length: number; width: number; height: number; kg: number }

export type Load = {
  byVolume: number
  byWeight: number
  /** The packages that fit: the lower of the two. */
  count: number
  limit: 'volume' | 'weight'
  /** Rows along the length, across the width, and layers, of the arrangement by volume. */
  arrangement: readonly [number, number, number]
  totalKg: number
  /** Share of the container's inside volume the packages take, 0–1. */
  volumeUsed: number
}

export function loadContainer(container: ContainerType, pkg: LoadInput): Load {
  const [cl, cw, ch] = container.inside
  const layers = Math.floor(ch / pkg.height)
  const along = [Math.floor(cl / pkg.length), Math.floor(cw / pkg.width)] as const
  const turned = [Math.floor(cl / pkg.width), Math.floor(cw / pkg.length)] as const
  const best = turned[0] * turned[1] > along[0] * along[1] ? turned : along
  const byVolume = best[0] * best[1] * layers
  const byWeight = Math.floor(container.payloadKg / pkg.kg)
  const count = Math.min(byVolume, byWeight)
  return {
    byVolume,
    byWeight,
    count,
    limit: byWeight < byVolume ? 'weight' : 'volume',
    arrangement: [best[0], best[1], layers],
    totalKg: Math.round(count * pkg.kg * 10) / 10,
    volumeUsed: (count * pkg.length * pkg.width * pkg.height) / (cl * cw * ch),
  }
}
