/**
 * The inquiry cart of a visitor who is not logged in, kept in localStorage (`inquiryCart`) so it
 * survives reloads and is shared by the tabs of this browser. At login it is merged into the
 * server cart (./merge.ts) and emptied. Lines keep what the cart page shows, so it needs no
 * server call to render.
 */
import { useSyncExternalStore } from 'react'

export type LocalCartLine = {
  goods_id: number
  quantity: number
  name: string
  image: string | null
  unit: string
  moq: number
  price_min: number
  price_max: number
  currency: string
  brand: { id: number; name: string; logo: string }
  /** Set once per line: with the quantity it makes the idempotency key of the merge. */
  uid: string
}

const KEY = 'inquiryCart'
const MAX_LINES = 200
const MAX_QUANTITY = 1_000_000
const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cachedLines: Array<LocalCartLine> = []
const EMPTY: Array<LocalCartLine> = []

function read(): Array<LocalCartLine> {
  if (typeof window === 'undefined') return EMPTY
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(KEY)
  } catch {
    return EMPTY
  }
  if (raw === cachedRaw) return cachedLines
  cachedRaw = raw
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : []
    cachedLines = Array.isArray(parsed)
      ? (parsed as Array<LocalCartLine>).filter((line) => Number.isInteger(line?.goods_id) && Number.isInteger(line?.quantity))
      : []
  } catch {
    cachedLines = []
  }
  return cachedLines
}

function write(lines: Array<LocalCartLine>) {
  try {
    if (lines.length) window.localStorage.setItem(KEY, JSON.stringify(lines))
    else window.localStorage.removeItem(KEY)
  } catch {
    // Storage full or disabled: the cart lives for this page only.
    cachedRaw = undefined
    cachedLines = lines
  }
  for (const listener of listeners) listener()
}

const clamp = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.round(quantity)))

export const localCart = {
  get: read,
  /** Adds a product, or raises the quantity of its line. Returns the line's new quantity. */
  add(line: Omit<LocalCartLine, 'uid'>): number {
    const lines = read()
    const existing = lines.find((l) => l.goods_id === line.goods_id)
    if (existing) {
      const quantity = clamp(existing.quantity + line.quantity)
      write(lines.map((l) => (l === existing ? { ...l, quantity } : l)))
      return quantity
    }
    if (lines.length >= MAX_LINES) throw new RangeError('cart full')
    const uid = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`
    write([...lines, { ...line, quantity: clamp(line.quantity), uid }])
    return clamp(line.quantity)
  },
  setQuantity(goodsId: number, quantity: number) {
    write(read().map((l) => (l.goods_id === goodsId ? { ...l, quantity: clamp(quantity) } : l)))
  },
  remove(goodsId: number) {
    write(read().filter((l) => l.goods_id !== goodsId))
  },
  /** Puts a removed line back where it was (undo). */
  restore(line: LocalCartLine, index: number) {
    const lines = read().filter((l) => l.goods_id !== line.goods_id)
    lines.splice(Math.min(index, lines.length), 0, line)
    write(lines)
  },
  /** Stores a new order, given as goods ids (lines not listed keep their place at the end). */
  reorder(goodsIds: Array<number>) {
    const lines = read()
    const byId = new Map(lines.map((l) => [l.goods_id, l]))
    const ordered = goodsIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
    write([...ordered, ...lines.filter((l) => !goodsIds.includes(l.goods_id))])
  },
  clear() {
    write([])
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    const onStorage = (event: StorageEvent) => {
      if (event.key === KEY || event.key === null) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  },
}

/** The local cart's lines; empty during SSR and the first client render. */
export function useLocalCart(): Array<LocalCartLine> {
  return useSyncExternalStore(localCart.subscribe, read, () => EMPTY)
}
